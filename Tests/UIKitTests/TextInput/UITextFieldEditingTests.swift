import XCTest
import UIKit
import UIKitTesting

/// The editing session's delegate calls, control events and notifications, in UIKit's order.
@MainActor
final class UITextFieldEditingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTapBeginsEditingInUIKitsOrder() async {
        let (_, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        input.tap(field)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(Array(recorder.log.prefix(4)), ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
    }

    func testShouldBeginEditingFalseKeepsTheFieldFromEditing() async {
        let (_, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        recorder.shouldBegin = false
        input.tap(field)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.log, ["shouldBegin"])
    }

    func testTypingSendsShouldChangeThenSelectionThenEditingChangedThenNotification() async {
        let (_, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        XCTAssertTrue(field.becomeFirstResponder())
        recorder.log = []
        input.typeText("h")
        input.typeText("i")
        XCTAssertEqual(field.text, "hi")
        XCTAssertEqual(recorder.log, ["shouldChange(0,0,h)", "didChangeSelection", "editingChanged", "didChangeNotification",
                                      "shouldChange(1,0,i)", "didChangeSelection", "editingChanged", "didChangeNotification"])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
    }

    func testAVetoedChangeLeavesTheTextAndSendsNoEvent() async {
        let (_, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        recorder.shouldChange = { _, _, string in string.allSatisfy(\.isNumber) }
        field.becomeFirstResponder()
        recorder.log = []
        input.typeText("1")
        input.typeText("x")
        input.typeText("2")
        XCTAssertEqual(field.text, "12")
        XCTAssertEqual(recorder.log.filter { $0 == "editingChanged" }.count, 2)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
    }

    func testADelegateRewritesTheTextAndReturnsFalse() async {
        let (_, field, input) = TextFieldFixture.make()
        field.autocapitalizationType = .none
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        recorder.shouldChange = { textField, range, string in
            let current = textField.text ?? ""
            textField.text = (current as NSString).replacingCharacters(in: range, with: string.uppercased())
            return false
        }
        field.becomeFirstResponder()
        recorder.log = []
        input.typeText("a")
        input.typeText("b")
        XCTAssertEqual(field.text, "AB")
        // Setting `text` is programmatic: no editing event.
        XCTAssertFalse(recorder.log.contains("editingChanged"))
        // The caret follows the rewritten text to its end.
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
    }

    func testProgrammaticTextSendsNoEditingEvent() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        field.becomeFirstResponder()
        recorder.log = []
        field.text = "set"
        XCTAssertEqual(recorder.log, [])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
    }

    func testReturnWithoutAnActionForDidEndOnExitDoesNotResign() async {
        let (_, field, input) = TextFieldFixture.make()
        var returns = 0
        final class ReturnCounter: UITextFieldDelegate {
            var count: () -> Void = {}
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { count(); return true }
        }
        let counter = ReturnCounter()
        counter.count = { returns += 1 }
        field.delegate = counter
        XCTAssertTrue(field.becomeFirstResponder())
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertEqual(returns, 1)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.text, "")
    }

    func testReturnWithAnActionForDidEndOnExitResignsInUIKitsOrder() async {
        let (_, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        field.becomeFirstResponder()
        recorder.log = []
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(recorder.log, ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd(committed)", "editingDidEnd",
                                      "didEndNotification"])
    }

    func testShouldReturnFalseIgnoresReturn() async {
        let (_, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        recorder.shouldReturn = false
        field.becomeFirstResponder()
        recorder.log = []
        input.pressKey(.keyboardReturnOrEnter)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(recorder.log, ["shouldReturn"])
    }

    func testShouldEndEditingFalseKeepsEditingAndBlocksAnotherField() async {
        let (window, field, input) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        let other = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(other)
        field.becomeFirstResponder()
        recorder.shouldEnd = false
        recorder.log = []
        input.tap(other)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertFalse(other.isFirstResponder)
        XCTAssertEqual(recorder.log.first, "shouldEnd")
        XCTAssertFalse(recorder.log.contains("editingDidEnd"))
    }

    func testTappingAnotherFieldMovesEditingToIt() async {
        let (window, field, input) = TextFieldFixture.make()
        let other = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(other)
        let first = TextFieldRecorder(field), second = TextFieldRecorder(other)
        defer { first.stopObserving(); second.stopObserving() }
        input.tap(field)
        first.log = []
        input.tap(other)
        XCTAssertTrue(other.isFirstResponder)
        XCTAssertEqual(first.log, ["shouldEnd", "didEnd(committed)", "editingDidEnd", "didEndNotification"])
        XCTAssertEqual(Array(second.log.prefix(4)), ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
    }

    func testTappingOutsideDoesNotEndEditing() async {
        let (_, field, input) = TextFieldFixture.make()
        input.tap(field)
        input.tap(at: CGPoint(x: 300, y: 180))
        XCTAssertTrue(field.isFirstResponder)
    }

    func testForcedEndEditingReportsTheEndEvenWhenTheDelegateRefuses() async {
        let (window, field, _) = TextFieldFixture.make()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        field.becomeFirstResponder()
        recorder.shouldEnd = false
        recorder.log = []
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(recorder.log, ["shouldEnd", "didEnd(committed)", "editingDidEnd", "didEndNotification"])
    }

    func testADisabledFieldCannotBecomeFirstResponder() async {
        let (_, field, input) = TextFieldFixture.make()
        field.isEnabled = false
        XCTAssertFalse(field.canBecomeFirstResponder)
        input.tap(field)
        XCTAssertFalse(field.isFirstResponder)
    }

    func testClearsOnBeginEditingAsksShouldClear() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "old"
        field.clearsOnBeginEditing = true
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        field.becomeFirstResponder()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(Array(recorder.log.prefix(3)), ["shouldBegin", "shouldClear", "didBegin"])
    }

    func testClearButtonAsksShouldClearThenEmptiesAsAnEdit() async {
        let (_, field, input) = TextFieldFixture.make()
        field.text = "abc"
        field.clearButtonMode = .always
        field.layoutIfNeeded()
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        field.becomeFirstResponder()
        recorder.log = []
        let button = field.clearButtonRect(forBounds: field.bounds)
        input.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: field.window))
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(recorder.log, ["shouldClear", "didChangeSelection", "editingChanged", "didChangeNotification"])
    }

    func testSecureFieldReplacesItsTextOnTheFirstInsertionOfANewSession() async {
        let (_, field, input) = TextFieldFixture.make()
        field.isSecureTextEntry = true
        field.text = "secret"
        field.becomeFirstResponder()
        input.typeText("x")
        XCTAssertEqual(field.text, "x")
        input.typeText("y")
        XCTAssertEqual(field.text, "xy")
    }

    func testTypedTextIsAutocapitalizedAsTheTraitSays() async {
        let (_, field, input) = TextFieldFixture.make()
        field.becomeFirstResponder()
        for character in "hello. world! ok" { input.typeText(String(character)) }
        XCTAssertEqual(field.text, "Hello. World! Ok")

        field.text = ""
        field.autocapitalizationType = .words
        for character in "new york" { input.typeText(String(character)) }
        XCTAssertEqual(field.text, "New York")

        field.text = ""
        field.autocapitalizationType = .allCharacters
        input.typeText("abc")
        XCTAssertEqual(field.text, "ABC")

        field.text = ""
        field.autocapitalizationType = .none
        input.typeText("abc. def")
        XCTAssertEqual(field.text, "abc. def")
    }

    func testInsertTextFromCodeIsNotAutocapitalized() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        field.insertText("lower")
        XCTAssertEqual(field.text, "lower")
    }
}
