import XCTest
import UIKit
import UIKitTesting

/// TextKit 2's elements and line fragments over the framework's layout: paragraphs from a
/// content storage, a layout fragment's lines and their geometry.
@MainActor
final class TextKit2ElementTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let font = UIFont.systemFont(ofSize: 17)

    /// The recipe iOS code uses: content storage → text layout manager → container.
    private func stack(_ text: String, width: CGFloat) -> (NSTextContentStorage, NSTextLayoutManager) {
        makeTextKit2Stack(text, width: width, attributes: [.font: font])
    }

    private func offset(_ location: (any NSTextLocation)?, in content: NSTextContentStorage) -> Int? {
        location.map { content.offset(from: content.documentRange.location, to: $0) }
    }

    func testContentStorageEnumeratesItsParagraphs() async {
        let (content, _) = stack("Hello\r\nWorld\nEnd", width: 300)
        var paragraphs: [NSTextParagraph] = []
        let edge = content.enumerateTextElements(from: nil) { element in
            if let paragraph = element as? NSTextParagraph { paragraphs.append(paragraph) }
            return true
        }
        XCTAssertEqual(paragraphs.map(\.attributedString.string), ["Hello\r\n", "World\n", "End"])
        XCTAssertEqual(offset(edge, in: content), 16)
        XCTAssertTrue(paragraphs[0].textContentManager === content)
        XCTAssertEqual(offset(paragraphs[1].elementRange?.location, in: content), 7)
        XCTAssertEqual(offset(paragraphs[0].paragraphContentRange?.endLocation, in: content), 5)
        XCTAssertEqual(offset(paragraphs[0].paragraphSeparatorRange?.location, in: content), 5)
        XCTAssertEqual(offset(paragraphs[0].paragraphSeparatorRange?.endLocation, in: content), 7, "CR LF is one separator")
        XCTAssertNil(paragraphs[2].paragraphSeparatorRange)

        // From the middle of the second paragraph, backwards: the paragraphs before it.
        var reversed: [String] = []
        let middle = content.location(content.documentRange.location, offsetBy: 9)
        _ = content.enumerateTextElements(from: middle, options: .reverse) { element in
            reversed.append((element as! NSTextParagraph).attributedString.string)
            return true
        }
        XCTAssertEqual(reversed, ["Hello\r\n"])
        // Stopping after the first.
        var count = 0
        _ = content.enumerateTextElements(from: middle) { _ in
            count += 1
            return false
        }
        XCTAssertEqual(count, 1)
    }

    func testStandaloneParagraphHasNoDocumentRange() async {
        let paragraph = NSTextParagraph(attributedString: NSAttributedString(string: "Line\n"))
        XCTAssertEqual(paragraph.attributedString.string, "Line\n")
        XCTAssertNil(paragraph.elementRange)
        XCTAssertNil(paragraph.paragraphContentRange)
        XCTAssertNil(paragraph.textContentManager)
        XCTAssertTrue(paragraph.childElements.isEmpty)
    }

    func testLayoutFragmentLinesOfAWrappedParagraph() async {
        let text = "Lorem ipsum dolor sit amet consectetur"
        let (_, manager) = stack(text, width: 120)
        var fragments: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { fragments.append($0); return true }
        XCTAssertEqual(fragments.count, 1)
        guard let fragment = fragments.first else { return }
        XCTAssertEqual(fragment.state, .layoutAvailable)
        XCTAssertEqual((fragment.textElement as? NSTextParagraph)?.attributedString.string, text)
        let lines = fragment.textLineFragments
        XCTAssertGreaterThan(lines.count, 1)
        // The lines cover the paragraph in order, stacked from the fragment's top.
        var next = 0
        var top: CGFloat = 0
        for line in lines {
            XCTAssertEqual(line.attributedString.string, text)
            XCTAssertEqual(line.characterRange.location, next)
            XCTAssertGreaterThan(line.characterRange.length, 0)
            XCTAssertEqual(line.typographicBounds.minY, top, accuracy: 0.01)
            XCTAssertLessThanOrEqual(line.typographicBounds.width, 120.01)
            XCTAssertGreaterThan(line.glyphOrigin.y, 0, "the baseline is below the line's top")
            next = NSMaxRange(line.characterRange)
            top = line.typographicBounds.maxY
        }
        XCTAssertEqual(next, (text as NSString).length)
        XCTAssertEqual(top, fragment.layoutFragmentFrame.height, accuracy: 0.5)

        // The second line's characters: where they are and which one is under a point.
        let second = lines[1]
        let start = second.characterRange.location
        XCTAssertEqual(second.locationForCharacter(at: start).x, 0, accuracy: 0.5)
        let third = second.locationForCharacter(at: start + 2)
        XCTAssertGreaterThan(third.x, second.locationForCharacter(at: start + 1).x)
        XCTAssertEqual(second.characterIndex(for: CGPoint(x: third.x + 1, y: 5)), start + 2)
        XCTAssertEqual(second.fractionOfDistanceThroughGlyph(for: CGPoint(x: third.x, y: 5)), 0, accuracy: 0.05)
    }

    func testStandaloneLineFragmentSetsItsRangeOnOneLine() async {
        let line = NSTextLineFragment(string: "xxHello", attributes: [.font: font], range: NSRange(location: 2, length: 5))
        XCTAssertEqual(line.characterRange, NSRange(location: 2, length: 5))
        XCTAssertEqual(line.attributedString.string, "xxHello")
        let width = NSAttributedString(string: "Hello", attributes: [.font: font]).size().width
        XCTAssertEqual(line.typographicBounds.width, width, accuracy: 0.5)
        XCTAssertEqual(line.locationForCharacter(at: 2).x, 0, accuracy: 0.01)
        XCTAssertEqual(line.locationForCharacter(at: 7).x, width, accuracy: 0.5, "the end: after the last character")
        XCTAssertEqual(line.characterIndex(for: CGPoint(x: width - 1, y: 5)), 6)
        XCTAssertEqual(line.characterIndex(for: CGPoint(x: 0.5, y: 5)), 2)

        let bitmap = TextRendering.render(size: CGSize(width: 80, height: 30)) { context in
            line.draw(at: CGPoint(x: 10, y: 4), in: context)
        }
        let ink = bitmap.bounds()
        XCTAssertNotNil(ink)
        if let ink { XCTAssertEqual(ink.minX, 10, accuracy: 2.5) }
    }
}
