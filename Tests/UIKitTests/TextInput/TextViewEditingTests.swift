import XCTest
import UIKit
import UIKitTesting

/// The text view's editing session and edits: delegate calls and notifications in UIKit's
/// order, and the text after each edit.
@MainActor
final class TextViewEditingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testBeginAndEndEditingInUIKitsOrder() async {
        let (window, textView, _) = TextViewFixture.make(text: "Hi")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        XCTAssertTrue(textView.becomeFirstResponder())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin", "didBeginNotification"])
        recorder.log = []
        XCTAssertTrue(textView.resignFirstResponder())
        XCTAssertFalse(textView.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldEnd", "didEnd", "didEndNotification"])
    }

    func testShouldBeginAndShouldEndFalse() async {
        let (window, textView, _) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        recorder.shouldBegin = false
        XCTAssertFalse(textView.becomeFirstResponder())
        XCTAssertEqual(recorder.log, ["shouldBegin"])
        recorder.shouldBegin = true
        recorder.shouldEnd = false
        recorder.log = []
        XCTAssertTrue(textView.becomeFirstResponder())
        XCTAssertFalse(textView.resignFirstResponder())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin", "didBeginNotification", "shouldEnd"])
    }

    func testANonEditableTextViewDoesNotBecomeFirstResponder() async {
        let (window, textView, _) = TextViewFixture.make(text: "Read only")
        defer { withExtendedLifetime(window) {} }
        textView.isEditable = false
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        XCTAssertFalse(textView.becomeFirstResponder())
        XCTAssertEqual(recorder.log, [])
    }

    func testTypingAsksThenReportsSelectionThenChange() async {
        let (window, textView, input) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        input.typeText("a")
        XCTAssertEqual(recorder.log, ["shouldChange(0,0,a)", "didChangeSelection", "didChange", "didChangeNotification"])
        XCTAssertEqual(textView.text, "a")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 0))
    }

    func testAVetoedEditLeavesTheTextAndSendsNothingElse() async {
        let (window, textView, input) = TextViewFixture.make(text: "ab")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        recorder.shouldChange = false
        input.typeText("c")
        XCTAssertEqual(recorder.log, ["shouldChange(2,0,c)"])
        XCTAssertEqual(textView.text, "ab")
    }

    func testReturnInsertsANewline() async {
        let (window, textView, input) = TextViewFixture.make(text: "ab")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        input.pressKey(.keyboardReturnOrEnter)
        input.typeText("c")
        XCTAssertEqual(textView.text, "ab\nc")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        XCTAssertEqual(recorder.log.first, "shouldChange(2,0,\n)")
        XCTAssertTrue(textView.isFirstResponder)
    }

    func testSettingTextTellsNoDelegateAndPutsTheCaretAtTheEnd() async {
        let (window, textView, _) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        textView.text = "Hello\nworld"
        XCTAssertEqual(recorder.log, [])
        XCTAssertEqual(textView.selectedRange, NSRange(location: 11, length: 0))
        textView.text = nil
        XCTAssertEqual(textView.text, "")
    }

    func testSettingTheSelectedRangeClampsAndReportsTheChange() async {
        let (window, textView, _) = TextViewFixture.make(text: "Hello")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        textView.selectedRange = NSRange(location: 1, length: 2)
        XCTAssertEqual(recorder.log, ["didChangeSelection"])
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 2))
        textView.selectedRange = NSRange(location: 3, length: 40)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 2))
        let range = textView.selectedTextRange!
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: range.start), 3)
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: range.end), 5)
    }

    func testBackspaceDeletesAWholeGraphemeClusterAndTheSelection() async {
        let (window, textView, input) = TextViewFixture.make(text: "a👍🏽b")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 0)
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(textView.text, "ab")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 2)
        input.typeText("xy\nz")
        XCTAssertEqual(textView.text, "xy\nz")
    }

    func testUpAndDownArrowsMoveByLine() async {
        let (window, textView, input) = TextViewFixture.make(text: "one\ntwo\nthree")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 1, length: 0)
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 5, length: 0))
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 9, length: 0))
        // UIKit: down on the last line goes to the end, up on the first to the start.
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 13, length: 0))
        // Setting the selection forgets the column; from the end of "three" (wider than "two"),
        // up lands at the end of "two".
        textView.selectedRange = NSRange(location: 13, length: 0)
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 7, length: 0))
        input.pressKey(.keyboardUpArrow, modifierFlags: .shift)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 4))
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 0))
    }

    func testMovingTheCaretReportsTheSelectionOnly() async {
        let (window, textView, input) = TextViewFixture.make(text: "ab")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        let recorder = TextViewRecorder(textView)
        defer { recorder.stopObserving() }
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(recorder.log, ["didChangeSelection"])
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 0))
    }

    func testConsecutiveUpAndDownKeysKeepTheirColumnPastAShortLine() async {
        let (window, textView, input) = TextViewFixture.make(text: "three\nab\nthree")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 0)
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 0))
        // UIKit: the caret returns to the column it started in, not the short line's end.
        input.pressKey(.keyboardDownArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 0))
        // Another key forgets the column.
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardUpArrow)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 0))
    }
}
