import XCTest
import UIKit
import UIKitTesting

/// A text view on TextKit 2 (`init(usingTextLayoutManager: true)`): its text layout manager
/// answers where the view draws, its text selections are the view's selection, and reading
/// `layoutManager` switches it to TextKit 1 as on iOS 16.
@MainActor
final class TextKit2TextViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private static let font = UIFont.systemFont(ofSize: 17)

    private func makeTextView(_ text: String, textKit2: Bool = true) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(usingTextLayoutManager: textKit2)
        textView.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        textView.font = Self.font
        textView.text = text
        window.addSubview(textView)
        window.layoutIfNeeded()
        return (window, textView)
    }

    private func offset(_ manager: NSTextLayoutManager, _ location: any NSTextLocation) -> Int {
        manager.offset(from: manager.documentRange.location, to: location)
    }

    func testATextKit2ViewHasATextLayoutManagerOverItsText() async throws {
        let (window, textView) = makeTextView("hello\nworld")
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        XCTAssertTrue(manager.textContainer === textView.textContainer)
        XCTAssertTrue(textView.textContainer.textLayoutManager === manager)
        let content = try XCTUnwrap(manager.textContentManager as? NSTextContentStorage)
        XCTAssertTrue(content.textStorage === textView.textStorage)
        XCTAssertEqual(offset(manager, manager.documentRange.endLocation), 11)
        textView.text = "hello\nworld, again"
        XCTAssertEqual(offset(manager, manager.documentRange.endLocation), 18, "edits show in the document")
        let (window1, textKit1) = makeTextView("x", textKit2: false)
        defer { withExtendedLifetime(window1) {} }
        XCTAssertNil(textKit1.textLayoutManager)
    }

    func testReadingLayoutManagerSwitchesToTextKit1() async throws {
        let (window, textView) = makeTextView("hello")
        defer { withExtendedLifetime(window) {} }
        XCTAssertNotNil(textView.textLayoutManager)
        let layoutManager = textView.layoutManager
        XCTAssertTrue(layoutManager.textStorage === textView.textStorage)
        XCTAssertNil(textView.textLayoutManager)
        XCTAssertNil(textView.textContainer.textLayoutManager)
        XCTAssertTrue(textView.layoutManager === layoutManager, "stays on TextKit 1")
    }

    func testSegmentsAndFragmentsAreWhereTheViewDraws() async throws {
        let text = "hello world again and again and again\nsecond paragraph"
        let (window, textView) = makeTextView(text)
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        let inset = textView.textContainerInset
        let origin = manager.documentRange.location
        for index in [0, 5, 20, 38, 45] {
            let location = manager.location(origin, offsetBy: index)!
            var frame: CGRect?
            manager.enumerateTextSegments(in: NSTextRange(location: location), type: .standard, options: []) { _, rect, _, _ in
                frame = rect
                return false
            }
            let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: index)!)
            let segment = try XCTUnwrap(frame)
            XCTAssertEqual(caret.midX, segment.minX + inset.left, accuracy: 0.01, "offset \(index)")
            XCTAssertEqual(caret.minY, segment.minY + inset.top, accuracy: 0.01, "offset \(index)")
        }
        // The second paragraph's fragment starts where the view shows its first line.
        let second = try XCTUnwrap(manager.textLayoutFragment(for: manager.location(origin, offsetBy: 40)!))
        let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 38)!)
        XCTAssertEqual(second.layoutFragmentFrame.minY + inset.top, caret.minY, accuracy: 0.01)
        XCTAssertEqual(offset(manager, second.rangeInElement.location), 38)
        // A tap's insertion point is the view's closest position.
        let point = CGPoint(x: caret.maxX + 30, y: caret.midY)
        let tapped = manager.textSelectionNavigation.textSelections(
            interactingAt: CGPoint(x: point.x - inset.left, y: point.y - inset.top), inContainerAt: origin, anchors: [],
            modifiers: [], selecting: false, bounds: .zero)
        let closest = textView.offset(from: textView.beginningOfDocument, to: textView.closestPosition(to: point)!)
        XCTAssertEqual(tapped.first.map { offset(manager, $0.textRanges[0].location) }, closest)
    }

    func testTextSelectionsAreTheViewsSelection() async throws {
        let (window, textView) = makeTextView("Hello brave world")
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(textView.textLayoutManager)
        textView.selectedRange = NSRange(location: 2, length: 3)
        let selection = try XCTUnwrap(manager.textSelections.first)
        XCTAssertEqual(offset(manager, selection.textRanges[0].location), 2)
        XCTAssertEqual(offset(manager, selection.textRanges[0].endLocation), 5)
        // Moving the selection with the navigation and setting it selects in the view.
        let moved = try XCTUnwrap(manager.textSelectionNavigation.destinationSelection(
            for: selection, direction: .forward, destination: .word, extending: false, confined: false))
        manager.textSelections = [moved]
        XCTAssertEqual(textView.selectedRange, NSRange(location: 11, length: 0))
    }
}
