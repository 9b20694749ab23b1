import XCTest
import UIKit
import UIKitTesting

/// A text view's TextKit stack: the same container, the storage showing edits, the layout
/// manager's geometry agreeing with the view's carets.
@MainActor
final class TextKitTextViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private static let font = UIFont.systemFont(ofSize: 17)

    private func makeTextView(_ text: String) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        textView.font = Self.font
        textView.text = text
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView)
    }

    func testTheStackIsTheViewsOwn() async {
        let (window, textView) = makeTextView("hello")
        defer { withExtendedLifetime(window) {} }
        XCTAssertTrue(textView.layoutManager.textContainers.first === textView.textContainer)
        XCTAssertTrue(textView.textContainer.layoutManager === textView.layoutManager)
        XCTAssertTrue(textView.layoutManager.textStorage === textView.textStorage)
        XCTAssertEqual(textView.textStorage.string, "hello")
        // The tracking container is as wide as the view less the inset.
        XCTAssertEqual(textView.textContainer.size.width, 200)
    }

    func testGlyphRectsAgreeWithTheViewsCarets() async {
        let text = "hello world again and again and again\nsecond paragraph"
        let (window, textView) = makeTextView(text)
        defer { withExtendedLifetime(window) {} }
        let manager = textView.layoutManager, container = textView.textContainer
        let inset = textView.textContainerInset
        var lines = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { _, _, _, _, _ in lines += 1 }
        XCTAssertGreaterThanOrEqual(lines, 3)
        let length = (text as NSString).length
        for offset in 0..<length {
            let glyph = manager.boundingRect(forGlyphRange: NSRange(location: offset, length: 1), in: container)
            let fragment = manager.lineFragmentRect(forGlyphAt: offset, effectiveRange: nil)
            // The caret before a glyph is at the glyph's left, on its line.
            let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!)
            XCTAssertEqual(caret.midX, glyph.minX + inset.left, accuracy: 0.01, "offset \(offset)")
            XCTAssertEqual(caret.minY, fragment.minY + inset.top, accuracy: 0.01, "offset \(offset)")
            XCTAssertEqual(caret.height, glyph.height, accuracy: 0.01, "offset \(offset)")
        }
        // A selection's rectangles are the layout manager's enclosing rectangles.
        let range = NSRange(location: 6, length: 30)
        let start = textView.position(from: textView.beginningOfDocument, offset: range.location)!
        let end = textView.position(from: start, offset: range.length)!
        let selection = textView.selectionRects(for: textView.textRange(from: start, to: end)!).map(\.rect)
        var enclosing: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: range, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                                        in: container) { rect, _ in enclosing.append(rect) }
        XCTAssertGreaterThan(enclosing.count, 1)
        for rect in enclosing {
            let shown = rect.offsetBy(dx: inset.left, dy: inset.top)
            XCTAssertTrue(selection.contains { abs($0.minY - shown.minY) < 0.01 && abs($0.minX - shown.minX) < 0.01 },
                          "\(shown) in \(selection)")
        }
        // The point under a glyph finds it (container coordinates: the view's less the inset).
        let glyph = manager.boundingRect(forGlyphRange: NSRange(location: 40, length: 1), in: container)
        XCTAssertEqual(manager.characterIndex(for: CGPoint(x: glyph.midX, y: glyph.midY), in: container,
                                              fractionOfDistanceBetweenInsertionPoints: nil), 40)
        // The used rectangle's height is the text's (the content size less the insets).
        XCTAssertEqual(manager.usedRect(for: container).height, textView.contentSize.height - inset.top - inset.bottom, accuracy: 1)
    }

    func testEditsToTheTextStorageShowInTheView() async {
        let (window, textView) = makeTextView("one")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextKitTextViewDelegate()
        textView.delegate = recorder
        let height = textView.contentSize.height
        textView.selectedRange = NSRange(location: 3, length: 0)
        textView.textStorage.append(NSAttributedString(string: "\ntwo\nthree", attributes: [.font: Self.font]))
        XCTAssertEqual(textView.text, "one\ntwo\nthree")
        XCTAssertGreaterThan(textView.contentSize.height, height + 30)
        XCTAssertEqual(textView.layoutManager.numberOfGlyphs, 13)
        // The caret before the insertion point stays; no delegate call for a programmatic edit.
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
        XCTAssertTrue(recorder.changes == 0)
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 3), with: "ONE!")
        XCTAssertEqual(textView.text, "ONE!\ntwo\nthree")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        // Attribute edits restyle the text.
        textView.textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 4))
        XCTAssertEqual(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, UIColor.red)
        // Setting the text goes through the same storage.
        textView.text = "new"
        XCTAssertEqual(textView.textStorage.string, "new")
        XCTAssertEqual(textView.layoutManager.numberOfGlyphs, 3)
    }

    func testATextViewAdoptsTheStackOfItsContainer() async {
        let storage = NSTextStorage(string: "from storage", attributes: [.font: Self.font])
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        manager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
        XCTAssertTrue(textView.textContainer === container)
        XCTAssertTrue(textView.layoutManager === manager)
        XCTAssertTrue(textView.textStorage === storage)
        XCTAssertEqual(textView.text, "from storage")
        textView.insertText("!")
        XCTAssertEqual(storage.string, "from storage!")
    }
}

@MainActor
final class TextKitTextViewDelegate: NSObject, UITextViewDelegate {
    var changes = 0

    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}
