import XCTest
import UIKit
import UIKitTesting

/// iOS 17's list markers: a paragraph in an `NSTextList` shows its list's marker before its
/// first line, the text moved right to make room.
@MainActor
final class TextListMarkerDrawingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    let font = UIFont.systemFont(ofSize: 20)
    let canvas = CGSize(width: 220, height: 120)

    private func list(_ text: String, _ lists: [NSTextList]) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.textLists = lists
        return NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
    }

    private func render(_ string: NSAttributedString) -> TextBitmap {
        TextRendering.render(size: canvas, scale: 2) { _ in string.draw(at: .zero) }
    }

    /// How many pixels differ between two bitmaps of the same size in `rect` (points).
    private func differences(_ a: TextBitmap, _ b: TextBitmap, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    func testOrderedListNumbersItemsOneTwoThreeLeftOfTheText() async {
        let numbered = render(list("Alpha\nBeta\nGamma", [NSTextList(markerFormat: .decimal, options: 0)]))
        // The markers are what "1.", "2.", "3." look like at the paragraphs' places.
        let reference = render(NSAttributedString(string: "1.\n2.\n3.", attributes: [.font: font]))
        let markerColumn = CGRect(x: 0, y: 0, width: 26, height: canvas.height)
        XCTAssertGreaterThan(reference.count(in: markerColumn), 100)
        XCTAssertEqual(differences(numbered, reference, in: markerColumn), 0,
                       "markers 1., 2., 3.: \(TextRendering.save(numbered, named: "list-ordered"))")
        // The text starts one indent step (28 points) to the right.
        let text = numbered.bounds(in: CGRect(x: 27, y: 0, width: canvas.width - 27, height: canvas.height))
        let plain = render(NSAttributedString(string: "Alpha\nBeta\nGamma", attributes: [.font: font])).bounds()
        XCTAssertNotNil(text)
        XCTAssertNotNil(plain)
        if let text, let plain {
            XCTAssertEqual(text.minX, plain.minX + 28, accuracy: 0.5)
            XCTAssertEqual(text.height, plain.height, accuracy: 0.5, "the lines stay where they were vertically")
        }
    }

    func testStartingItemNumberAndBulletMarkers() async {
        let fromFive = render(list("A\nB", [NSTextList(markerFormat: .decimal, options: [], startingItemNumber: 5)]))
        let reference = render(NSAttributedString(string: "5.\n6.", attributes: [.font: font]))
        let column = CGRect(x: 0, y: 0, width: 26, height: canvas.height)
        XCTAssertEqual(differences(fromFive, reference, in: column), 0)

        let bullets = render(list("A\nB", [NSTextList(markerFormat: .disc, options: 0)]))
        let discs = render(NSAttributedString(string: "\u{2022}\n\u{2022}", attributes: [.font: font]))
        XCTAssertGreaterThan(discs.count(in: column), 20)
        XCTAssertEqual(differences(bullets, discs, in: column), 0, "bullets carry no period")
    }

    func testAParagraphOutsideTheListRestartsItsNumbering() async {
        let decimal = NSTextList(markerFormat: .decimal, options: 0)
        let text = NSMutableAttributedString(attributedString: list("A\nB\n", [decimal]))
        text.append(NSAttributedString(string: "plain\n", attributes: [.font: font]))
        text.append(list("C", [decimal]))
        let numbered = render(text)
        let reference = render(NSAttributedString(string: "1.\n2.\nplain\n1.", attributes: [.font: font]))
        XCTAssertEqual(differences(numbered, reference, in: CGRect(x: 0, y: 0, width: 26, height: canvas.height)), 0,
                       "\(TextRendering.save(numbered, named: "list-restart")) \(TextRendering.save(reference, named: "list-restart-reference"))")
    }

    func testNestedListIsIndentedOneMoreStep() async {
        let outer = NSTextList(markerFormat: .decimal, options: 0)
        let inner = NSTextList(markerFormat: .lowercaseAlpha, options: 0)
        let text = NSMutableAttributedString(attributedString: list("One\n", [outer]))
        text.append(list("Inner", [outer, inner]))
        let bitmap = render(text)
        let lineHeight = text.boundingRect(with: canvas, options: .usesLineFragmentOrigin, context: nil).height / 2
        // The inner marker "a." sits at the outer text's start; its text one step further.
        let secondLine = CGRect(x: 0, y: lineHeight, width: canvas.width, height: lineHeight)
        let ink = bitmap.bounds(in: secondLine)
        XCTAssertNotNil(ink)
        if let ink { XCTAssertEqual(ink.minX, 28, accuracy: 3, "marker a. at the first level's text") }
        XCTAssertEqual(bitmap.count(in: CGRect(x: 0, y: lineHeight, width: 27, height: lineHeight)), 0)
        let innerText = bitmap.bounds(in: CGRect(x: 55, y: lineHeight, width: canvas.width - 55, height: lineHeight))
        XCTAssertNotNil(innerText)
        if let innerText { XCTAssertEqual(innerText.minX, 56, accuracy: 3) }
    }

    func testTextThatAlreadyHoldsItsMarkersGetsNoSecondOne() async {
        // What UIKit's HTML import makes: the marker is in the text and the list on the paragraph.
        let decimal = NSTextList(markerFormat: .decimal, options: 0)
        let imported = render(list("\t1.\tAlpha\n\t2.\tBeta", [decimal]))
        let plain = render(NSAttributedString(string: "\t1.\tAlpha\n\t2.\tBeta", attributes: [.font: font]))
        XCTAssertEqual(differences(imported, plain, in: CGRect(origin: .zero, size: canvas)), 0)
    }

    func testMeasuredSizeIncludesTheMarkersRoom() async {
        let items = list("Alpha\nBeta", [NSTextList(markerFormat: .disc, options: 0)])
        let plain = NSAttributedString(string: "Alpha\nBeta", attributes: [.font: font])
        XCTAssertEqual(items.size().width, plain.size().width + 28, accuracy: 0.5)
        XCTAssertEqual(items.size().height, plain.size().height, accuracy: 0.5)
        let bounded = items.boundingRect(with: CGSize(width: 300, height: 300), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(bounded.width, plain.size().width + 28, accuracy: 0.5)
    }

    func testLabelDrawsAndSizesTheMarkers() async {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = list("Alpha\nBeta", [NSTextList(markerFormat: .decimal, options: 0)])
        let plainLabel = UILabel()
        plainLabel.numberOfLines = 0
        plainLabel.attributedText = NSAttributedString(string: "Alpha\nBeta", attributes: [.font: font])
        let size = label.sizeThatFits(CGSize(width: 400, height: 400))
        XCTAssertEqual(size.width, plainLabel.sizeThatFits(CGSize(width: 400, height: 400)).width + 28, accuracy: 1)
        label.frame = CGRect(origin: .zero, size: size)
        let bitmap = TextRendering.render(label, scale: 2)
        XCTAssertGreaterThan(bitmap.count(in: CGRect(x: 0, y: 0, width: 26, height: size.height)), 40,
                             "the numbers left of the text: \(TextRendering.save(bitmap, named: "list-label"))")
    }

    func testTextViewCaretFollowsTheIndentedText() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.attributedText = NSAttributedString(string: "Alpha", attributes: [.font: font])
        let plainCaret = textView.caretRect(for: textView.beginningOfDocument)
        textView.attributedText = list("Alpha", [NSTextList(markerFormat: .disc, options: 0)])
        let listCaret = textView.caretRect(for: textView.beginningOfDocument)
        XCTAssertEqual(listCaret.minX, plainCaret.minX + 28, accuracy: 0.5)
        XCTAssertEqual(textView.text, "Alpha", "the marker is not part of the text")
    }
}
