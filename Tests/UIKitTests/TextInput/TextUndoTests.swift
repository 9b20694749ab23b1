import XCTest
import UIKit
import UIKitTesting

/// Undo and redo of text edits through the responder's undo manager: typing coalesced per run,
/// the selection restored, Ctrl+Z and Shift+Ctrl+Z.
@MainActor
final class TextUndoTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeField() -> (UIWindow, UITextField, InputSimulator) {
        let (window, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        return (window, field, input)
    }

    private func type(_ text: String, _ input: InputSimulator) {
        for character in text { input.typeText(String(character)) }
    }

    func testARunOfTypingUndoesInOneStepAndRedoes() async throws {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        type("abc", input)
        let manager = try XCTUnwrap(field.undoManager)
        XCTAssertTrue(manager === window.undoManager, "the window's undo manager, up the chain")
        XCTAssertEqual(manager.undoActionName, "Typing")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0))
        XCTAssertFalse(manager.canUndo)
        input.pressKey(.keyboardZ, modifierFlags: [.control, .shift])
        XCTAssertEqual(field.text, "abc")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
        input.pressKey(.keyboardZ, modifierFlags: .command)
        XCTAssertEqual(field.text, "")
        input.pressKey(.keyboardY, modifierFlags: .control)
        XCTAssertEqual(field.text, "abc")
    }

    func testMovingTheCaretEndsTheRun() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        type("ab", input)
        input.pressKey(.keyboardLeftArrow)
        type("cd", input)
        XCTAssertEqual(field.text, "acdb")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0), "the caret where the run began")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "")
    }

    func testMovingAwayAndBackStillEndsTheRun() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        type("ab", input)
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardRightArrow)
        type("c", input)
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "ab")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "")
    }

    func testDeletingAfterTypingIsItsOwnStepAndBackspacesCoalesce() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        type("abcd", input)
        input.pressKey(.keyboardDeleteOrBackspace)
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "ab")
        type("X", input)
        XCTAssertEqual(field.text, "abX")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "ab", "typing after deleting: a new run")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "abcd", "both Backspaces in one step")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 4, length: 0))
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "")
    }

    func testPasteAndCutAreStepsOfTheirOwnAndUndoRestoresTheSelection() async throws {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(field.undoManager)
        type("hello world", input)
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!, to: field.endOfDocument)
        input.pressKey(.keyboardX, modifierFlags: .control)
        XCTAssertEqual(manager.undoActionName, "Cut")
        XCTAssertEqual(field.text, "hello ")
        UIPasteboard.general.string = "there"
        input.pressKey(.keyboardV, modifierFlags: .control)
        XCTAssertEqual(manager.undoActionName, "Paste")
        type("!", input)
        XCTAssertEqual(field.text, "hello there!")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "hello there", "typing after a paste is a new run")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "hello ")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "hello world")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 6, length: 5), "the cut text selected again")
        input.pressKey(.keyboardZ, modifierFlags: [.control, .shift])
        XCTAssertEqual(field.text, "hello ")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 6, length: 0))
    }

    func testTypingOverASelectionUndoesToTheSelectedText() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        field.text = "one two"
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 3)!)
        type("six", input)
        XCTAssertEqual(field.text, "six two")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "one two")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
    }

    func testUndoReportsTheChangeWithoutAskingTheDelegate() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let recorder = TextFieldRecorder(field)
        type("a", input)
        recorder.log = []
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(recorder.log, ["didChangeSelection", "editingChanged", "didChangeNotification"])
        recorder.stopObserving()
    }

    func testEndingEditingOrSettingTheTextRemovesTheSteps() async throws {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let manager = try XCTUnwrap(field.undoManager)
        type("ab", input)
        XCTAssertTrue(manager.canUndo)
        field.text = "set in code"
        XCTAssertFalse(manager.canUndo)
        type("c", input)
        XCTAssertTrue(manager.canUndo)
        field.resignFirstResponder()
        XCTAssertFalse(manager.canUndo)
        XCTAssertEqual(field.text, "set in codec")
    }

    func testAnInputMethodsCompositionUndoesWithTheTypingAroundIt() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        type("a", input)
        input.compose("ㅂ")
        input.compose("바")
        input.compose("반")
        input.commitComposition("반")
        type("b", input)
        XCTAssertEqual(field.text, "a반b")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(field.text, "", "the composition is part of the run of typing")
        input.pressKey(.keyboardZ, modifierFlags: [.control, .shift])
        XCTAssertEqual(field.text, "a반b")
        XCTAssertNil(field.markedTextRange)
    }

    func testTextViewTypingAndUndoAcrossLines() async {
        let (window, textView, input) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        for character in "ab\ncd" { input.typeText(String(character)) }
        XCTAssertEqual(textView.text, "ab\ncd")
        input.pressKey(.keyboardZ, modifierFlags: .control)
        XCTAssertEqual(textView.text, "")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 0))
        input.pressKey(.keyboardZ, modifierFlags: [.control, .shift])
        XCTAssertEqual(textView.text, "ab\ncd")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 5, length: 0))
    }
}
