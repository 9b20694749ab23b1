@testable import UIKit
import XCTest
import UIKitTesting

/// The simple HTML `UIMarkupTextPrintFormatter` prints.
@MainActor
final class MarkupTextParserTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func font(_ text: NSAttributedString, at word: String) -> UIFont? {
        let range = (text.string as NSString).range(of: word)
        guard range.location != NSNotFound else { return nil }
        return text.attribute(.font, at: range.location, effectiveRange: nil) as? UIFont
    }

    func testBlocksBreaksAndWhiteSpace() async {
        let text = MarkupTextParser.attributedText(from: """
            <html><head><title>Hidden</title><style>p { color: red }</style></head>
            <body><h1>Title</h1>
            <p>First   paragraph
               wraps here.</p><p>Second<br>line &amp; &lt;tag&gt; &#65;&#x42;</p>
            <!-- a comment --><div>Block <span>inline</span> <a href="x">link</a></div>
            <ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol></body></html>
            """)
        XCTAssertEqual(text.string, """
            Title
            First paragraph wraps here.
            Second
            line & <tag> AB
            Block inline link
            \u{2022}\u{00A0}One
            \u{2022}\u{00A0}Two
            1.\u{00A0}First
            2.\u{00A0}Second
            """)
    }

    func testBoldItalicAndHeadingFonts() async {
        let text = MarkupTextParser.attributedText(from: "<h2>Head</h2><p>plain <b>bold</b> <i>slanted</i> <strong><em>both</em></strong></p>")
        XCTAssertEqual(font(text, at: "Head"), .boldSystemFont(ofSize: 18))
        XCTAssertEqual(font(text, at: "plain"), .systemFont(ofSize: 12))
        XCTAssertEqual(font(text, at: "bold"), .boldSystemFont(ofSize: 12))
        XCTAssertEqual(font(text, at: "slanted"), .italicSystemFont(ofSize: 12))
        let both = font(text, at: "both")?.fontDescriptor.symbolicTraits
        XCTAssertEqual(both?.contains(.traitBold), true)
        XCTAssertEqual(both?.contains(.traitItalic), true)
    }

    func testUnclosedAndStrayTagsDoNotBreakTheText() async {
        let text = MarkupTextParser.attributedText(from: "</b>Start <b>bold <unknown attr='1'>still & more</p> <")
        XCTAssertEqual(text.string, "Start bold still & more\n<")
        XCTAssertEqual(font(text, at: "still"), .boldSystemFont(ofSize: 12))
    }
}
