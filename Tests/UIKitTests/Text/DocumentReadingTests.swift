import XCTest
import UIKit
import UIKitTesting

/// `NSAttributedString(data:options:documentAttributes:)` and `data(from:documentAttributes:)`
/// for HTML and plain text, as iOS apps use them to show server-provided markup.
@MainActor
final class DocumentReadingTests: XCTestCase {
    private func html(_ markup: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(markup.utf8),
                               options: [.documentType: NSAttributedString.DocumentType.html,
                                         .characterEncoding: String.Encoding.utf8.rawValue],
                               documentAttributes: nil)
    }

    private func font(_ string: NSAttributedString, at index: Int) -> UIFont? {
        string.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    func testRawValuesAreUIKits() async {
        XCTAssertEqual(NSAttributedString.DocumentType.html.rawValue, "NSHTML")
        XCTAssertEqual(NSAttributedString.DocumentType.plain.rawValue, "NSPlainText")
        XCTAssertEqual(NSAttributedString.DocumentType.rtf.rawValue, "NSRTF")
        XCTAssertEqual(NSAttributedString.DocumentReadingOptionKey.documentType.rawValue, "DocumentType")
        XCTAssertEqual(NSAttributedString.DocumentReadingOptionKey.characterEncoding.rawValue, "CharacterEncoding")
        XCTAssertEqual(NSAttributedString.DocumentAttributeKey.defaultAttributes.rawValue, "DefaultAttributes")
    }

    func testInlineMarkupBecomesAttributes() async throws {
        let string = try html("Plain <b>bold</b> <i>italic</i> <u>under</u> <s>gone</s>")
        XCTAssertEqual(string.string, "Plain bold italic under gone")
        XCTAssertEqual(font(string, at: 0)?.pointSize, 12, "WebKit's medium size, 16 px, is 12 pt")
        XCTAssertTrue(font(string, at: 6)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? false)
        XCTAssertFalse(font(string, at: 0)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? true)
        XCTAssertTrue(font(string, at: 11)?.fontDescriptor.symbolicTraits.contains(.traitItalic) ?? false)
        XCTAssertEqual(string.attribute(.underlineStyle, at: 18, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertEqual(string.attribute(.strikethroughStyle, at: 24, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertNil(string.attribute(.underlineStyle, at: 0, effectiveRange: nil))
        XCTAssertEqual(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, UIColor.black)
    }

    func testLinksAreBlueUnderlinedAndCarryTheirURL() async throws {
        let string = try html("See <a href=\"https://example.com/a?b=1&amp;c=2\">the page</a>.")
        XCTAssertEqual(string.string, "See the page.")
        XCTAssertEqual((string.attribute(.link, at: 4, effectiveRange: nil) as? URL)?.absoluteString,
                       "https://example.com/a?b=1&c=2")
        var range = NSRange()
        _ = string.attribute(.link, at: 4, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 4, length: 8))
        XCTAssertEqual(string.attribute(.underlineStyle, at: 4, effectiveRange: nil) as? Int, 1)
        XCTAssertEqual(string.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor,
                       UIColor(red: 0, green: 0, blue: 238 / 255, alpha: 1))
        XCTAssertNil(string.attribute(.link, at: 12, effectiveRange: nil))
    }

    func testBlocksEndLinesAndWhitespaceCollapses() async throws {
        let string = try html("<p>First   paragraph\n  here</p><p>Second</p>Line<br>break")
        XCTAssertEqual(string.string, "First paragraph here\nSecond\nLine\nbreak")
        let list = try html("<ul><li>One</li><li>Two</li></ul><ol><li>A</li></ol>")
        XCTAssertEqual(list.string, "\t•\tOne\n\t•\tTwo\n\t1.\tA\n")
        let pre = try html("<pre>a  b\n  c</pre>")
        XCTAssertEqual(pre.string, "a  b\n  c\n")
    }

    func testHeadingsAreBoldAndSizedAsWebKitsDefaults() async throws {
        let string = try html("<h1>Title</h1><h2>Sub</h2><p>Body</p>")
        XCTAssertEqual(string.string, "Title\nSub\nBody\n")
        XCTAssertEqual(font(string, at: 0)?.pointSize, 24)
        XCTAssertTrue(font(string, at: 0)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? false)
        XCTAssertEqual(font(string, at: 6)?.pointSize, 18)
        XCTAssertEqual(font(string, at: 10)?.pointSize, 12)
    }

    func testInlineCSSAndFontElements() async throws {
        let string = try html("<span style=\"color: #ff0000; font-size: 20px; font-weight: 700\">A</span>"
            + "<font color=\"blue\" size=\"5\">B</font><span style=\"background-color: rgb(0, 128, 0); font-size: 10pt\">C</span>"
            + "<p style=\"text-align:center\">D</p>")
        XCTAssertEqual(string.string, "ABC\nD\n")
        XCTAssertEqual(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(font(string, at: 0)?.pointSize, 15, "20 CSS pixels are 15 points")
        XCTAssertTrue(font(string, at: 0)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? false)
        XCTAssertEqual(string.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(font(string, at: 1)?.pointSize, 18, "size 5 is x-large, 24 px")
        XCTAssertEqual(string.attribute(.backgroundColor, at: 2, effectiveRange: nil) as? UIColor,
                       UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1))
        XCTAssertEqual(font(string, at: 2)?.pointSize, 10)
        XCTAssertEqual((string.attribute(.paragraphStyle, at: 4, effectiveRange: nil) as? NSParagraphStyle)?.alignment, .center)
    }

    func testEntitiesCommentsScriptsAndTheHeadAreHandled() async throws {
        let string = try html("<html><head><title>T</title><style>p { color: red }</style></head><body>"
            + "<!-- a comment -->Fish &amp; chips &lt;3 &#8364;&#x41;&nbsp;!<script>var x = '<b>';</script></body></html>")
        XCTAssertEqual(string.string, "Fish & chips <3 €A\u{00A0}!")
    }

    func testDocumentAttributesReportTheType() async throws {
        var attributes: NSDictionary?
        _ = try NSAttributedString(data: Data("<b>x</b>".utf8), options: [:], documentAttributes: &attributes)
        XCTAssertEqual(attributes?[NSAttributedString.DocumentAttributeKey.documentType] as? NSAttributedString.DocumentType, .html,
                       "the type is guessed from the data")
    }

    func testPlainTextUsesTheDefaultAttributes() async throws {
        let font = UIFont.systemFont(ofSize: 17)
        let string = try NSAttributedString(data: Data("<b>not markup</b>".utf8),
                                            options: [.documentType: NSAttributedString.DocumentType.plain,
                                                      .defaultAttributes: [NSAttributedString.Key.font: font]],
                                            documentAttributes: nil)
        XCTAssertEqual(string.string, "<b>not markup</b>")
        XCTAssertEqual(string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, font)
    }

    func testRTFIsGuessedAndReadNotShownAsMarkup() async throws {
        let string = try NSAttributedString(data: Data("{\\rtf1 hi}".utf8), options: [:], documentAttributes: nil)
        XCTAssertEqual(string.string, "hi")
        XCTAssertThrowsError(try NSAttributedString(data: Data("{\\rtf1 hi}".utf8),
                                                    options: [.documentType: NSAttributedString.DocumentType.rtfd],
                                                    documentAttributes: nil)) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileReadCorruptFile, "flattened RTFD data is not read")
        }
    }

    func testHTMLExportReadsBackToTheSameTextAndStyles() async throws {
        let original = NSMutableAttributedString(string: "Bold & <plain>\nRed link",
                                                 attributes: [.font: UIFont.systemFont(ofSize: 14)])
        original.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 14), range: NSRange(location: 0, length: 4))
        original.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 15, length: 3))
        original.addAttribute(.link, value: URL(string: "https://example.com")!, range: NSRange(location: 19, length: 4))
        let data = try original.data(from: NSRange(location: 0, length: original.length),
                                     documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
        let markup = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(markup.contains("&amp; &lt;plain&gt;"))
        let read = try html(markup)
        XCTAssertEqual(read.string, "Bold & <plain>\nRed link\n")
        XCTAssertTrue(font(read, at: 0)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? false)
        XCTAssertFalse(font(read, at: 5)?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? true)
        XCTAssertEqual(font(read, at: 0)?.pointSize, 14)
        XCTAssertEqual(read.attribute(.foregroundColor, at: 15, effectiveRange: nil) as? UIColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual((read.attribute(.link, at: 19, effectiveRange: nil) as? URL)?.absoluteString, "https://example.com")
    }

    func testPlainExportAndMissingTypeError() async throws {
        let string = NSAttributedString(string: "héllo")
        let data = try string.data(from: NSRange(location: 1, length: 3),
                                   documentAttributes: [.documentType: NSAttributedString.DocumentType.plain])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "éll")
        XCTAssertThrowsError(try string.data(from: NSRange(location: 0, length: 1), documentAttributes: [:]))
    }

    func testALabelShowsImportedHTML() async throws {
        let label = UILabel()
        label.attributedText = try html("<b>Hi</b> there")
        XCTAssertEqual(label.text, "Hi there")
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 0)
    }
}
