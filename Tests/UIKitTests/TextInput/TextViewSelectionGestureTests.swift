import XCTest
@testable import UIKit
import UIKitTesting

/// Double and triple taps and pointer drags select in a text view; a selectable view that is
/// not editable selects without a caret; a view that is neither ignores them.
@MainActor
final class TextViewSelectionGestureTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let text = "one two\nthree four five\nsix"

    /// A point inside "four" (second paragraph), in window coordinates.
    private func pointInFour() -> CGPoint {
        CGPoint(x: 5 + TextViewFixture.size("three fo").width, y: 8 + TextViewFixture.lineHeight * 1.5)
    }

    private func caretView(of textView: UITextView) -> UIView? {
        textView.subviews.flatMap(\.subviews).first { $0.frame.width == 2 }
    }

    func testADoubleTapSelectsTheWordAndATripleTapTheParagraphInAnEditableView() async {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        input.doubleTap(at: pointInFour())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 4))
        input.advance(by: 1)
        input.tap(at: pointInFour(), count: 3)
        // The paragraph without its line break.
        XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 15))
        XCTAssertEqual(textView.text(in: textView.selectedTextRange!), "three four five")
    }

    func testASelectableViewThatIsNotEditableSelectsWithoutACaret() async {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        textView.isEditable = false
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        input.doubleTap(at: pointInFour())
        XCTAssertFalse(textView.isFirstResponder)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 4))
        // Differs from UIKit, which waits for the second tap: the first tap places the (hidden)
        // caret, then the second selects the word.
        XCTAssertEqual(recorder.log, ["didChangeSelection", "didChangeSelection"])
        XCTAssertTrue(caretView(of: textView)?.isHidden ?? true, "no caret")
        XCTAssertTrue(textView.showsSelectionHighlight)
        input.advance(by: 1)
        input.tap(at: pointInFour(), count: 3)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 15))
        // A single tap clears the selection (a caret that is not shown).
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 5 + TextViewFixture.size("o").width, y: 8 + TextViewFixture.lineHeight / 2))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 0))
        XCTAssertTrue(caretView(of: textView)?.isHidden ?? true)
    }

    func testAViewThatIsNeitherEditableNorSelectableIgnoresTaps() async {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        textView.isEditable = false
        textView.isSelectable = false
        input.doubleTap(at: pointInFour())
        XCTAssertEqual(textView.selectedRange, NSRange(location: text.utf16.count, length: 0))
        XCTAssertFalse(textView.showsSelectionHighlight)
        XCTAssertFalse(textView.isFirstResponder)
    }

    func testAPointerDragSelectsFromWhereItBegan() async {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        textView.isEditable = false
        let line = TextViewFixture.lineHeight
        // From just after "on" on the first line to just after "three fo" on the second.
        let start = CGPoint(x: 5 + TextViewFixture.size("on").width, y: 8 + line / 2)
        input.touchDown(1, at: start, type: .indirectPointer)
        for step in 1...6 {
            input.advance(by: 0.02)
            let t = CGFloat(step) / 6
            input.touchMove(1, to: CGPoint(x: start.x + (pointInFour().x - start.x) * t, y: start.y + (pointInFour().y - start.y) * t))
        }
        input.touchUp(1)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 14))
        XCTAssertEqual(textView.contentOffset, .zero, "a pointer drag does not scroll")
    }

    func testAFingerDragScrollsRatherThanSelects() async {
        let many = (0..<30).map { "line \($0)" }.joined(separator: "\n")
        let (window, textView, input) = TextViewFixture.make(text: many)
        defer { withExtendedLifetime(window) {} }
        textView.isEditable = false
        let before = textView.selectedRange
        input.drag(from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 20))
        XCTAssertEqual(textView.selectedRange, before)
        XCTAssertGreaterThan(textView.contentOffset.y, 0)
    }
}
