import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class FieldLog: NSObject, UITextFieldDelegate {
    var entries: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        entries.append("shouldBegin first=\(textField.isFirstResponder)")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        entries.append("didBegin first=\(textField.isFirstResponder) editing=\(textField.isEditing)")
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        entries.append("shouldEnd first=\(textField.isFirstResponder)")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        entries.append("didEnd first=\(textField.isFirstResponder) reason=\(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
        return allowsChange
    }
}

@MainActor
private final class TextViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd first=\(textView.isFirstResponder)") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
}

/// Text field and text view behaviour iOS code relies on: nil text, editing callbacks and which
/// changes count as user edits.
@MainActor
final class TextInputBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var window: UIWindow!

    private func field(_ log: FieldLog) -> UITextField {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.delegate = log
        field.addAction(UIAction { [weak log] _ in log?.entries.append("editingChanged") }, for: .editingChanged)
        field.addAction(UIAction { [weak log] _ in log?.entries.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { [weak log] _ in log?.entries.append("editingDidEnd") }, for: .editingDidEnd)
        window.addSubview(field)
        return field
    }

    private func textView(_ log: TextViewLog) -> UITextView {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        textView.delegate = log
        window.addSubview(textView)
        return textView
    }

    // MARK: UITextField

    func testTextFieldTextIsEmptyNotNil() async {
        // UIKit: UITextField.text returns "" after nil is set (and for a new field); UILabel keeps nil.
        let field = UITextField()
        XCTAssertEqual(field.text, "")
        field.text = "abc"
        field.text = nil
        XCTAssertEqual(field.text, "")
        let label = UILabel()
        label.text = "abc"
        label.text = nil
        XCTAssertNil(label.text)
    }

    func testTextFieldDefaults() async {
        // UIKit: the defaults of a text field made in code.
        let field = UITextField()
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.clearButtonMode, .never)
        XCTAssertEqual(field.leftViewMode, .never)
        XCTAssertEqual(field.textAlignment, .natural)
        XCTAssertNil(field.placeholder)
        XCTAssertFalse(field.clearsOnBeginEditing)
        XCTAssertFalse(field.adjustsFontSizeToFitWidth)
        XCTAssertFalse(field.isSecureTextEntry)
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.hasText)
        XCTAssertEqual(field.keyboardType, .default)
        XCTAssertEqual(field.returnKeyType, .default)
        XCTAssertEqual(field.autocapitalizationType, .sentences)
        XCTAssertEqual(field.contentVerticalAlignment, .center)
    }

    func testBeginAndEndEditingCallbackOrder() async {
        // UIKit: shouldBegin is asked before the field becomes first responder; didBegin follows
        // with the field editing. shouldEnd is asked while still first responder; didEnd(reason:)
        // comes after resigning, with reason .committed.
        let log = FieldLog()
        let field = field(log)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(field.isEditing)
        let delegateCalls = log.entries.filter { !$0.hasPrefix("editingDid") }
        XCTAssertEqual(delegateCalls, [
            "shouldBegin first=false",
            "didBegin first=true editing=true",
            "shouldEnd first=true",
            "didEnd first=false reason=committed",
        ])
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("editingDid") }, ["editingDidBegin", "editingDidEnd"])
    }

    func testRefusingToBeginOrEndEditing() async {
        // UIKit: shouldBeginEditing false keeps the field from becoming first responder;
        // shouldEndEditing false keeps it first responder.
        let log = FieldLog()
        let field = field(log)
        log.allowsBegin = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        log.allowsBegin = true
        XCTAssertTrue(field.becomeFirstResponder())
        log.allowsEnd = false
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
    }

    func testADisabledFieldCannotBecomeFirstResponder() async {
        // UIKit: a disabled text field refuses first responder status.
        let log = FieldLog()
        let field = field(log)
        field.isEnabled = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
    }

    func testProgrammaticTextIsNotAnEdit() async {
        // UIKit: setting text in code asks no delegate, sends no .editingChanged and posts no
        // textDidChangeNotification.
        let log = FieldLog()
        let field = field(log)
        XCTAssertTrue(field.becomeFirstResponder())
        log.entries.removeAll()
        let changes = NotificationCounter(UITextField.textDidChangeNotification)
        defer { changes.stop() }
        field.text = "typed by code"
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(changes.count, 0)
    }

    func testInsertingTextIsAnEdit() async {
        // UIKit: keyboard input (UIKeyInput.insertText) asks shouldChangeCharactersIn with the
        // selected range, then changes the text, sends .editingChanged and posts textDidChange.
        let log = FieldLog()
        let field = field(log)
        field.text = "ab"
        XCTAssertTrue(field.becomeFirstResponder())
        log.entries.removeAll()
        let changes = NotificationCounter(UITextField.textDidChangeNotification)
        defer { changes.stop() }
        field.insertText("c")
        XCTAssertEqual(field.text, "abc")
        XCTAssertEqual(log.entries, ["shouldChange 2,0 \"c\"", "editingChanged"])
        XCTAssertEqual(changes.count, 1)
        field.deleteBackward()
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(log.entries.suffix(2), ["shouldChange 2,1 \"\"", "editingChanged"])
    }

    func testARefusedChangeLeavesTheText() async {
        // UIKit: returning false from shouldChangeCharactersIn drops the edit and sends nothing.
        let log = FieldLog()
        let field = field(log)
        XCTAssertTrue(field.becomeFirstResponder())
        log.allowsChange = false
        log.entries.removeAll()
        field.insertText("x")
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(log.entries, ["shouldChange 0,0 \"x\""])
    }

    func testClearsOnBeginEditingEmptiesTheField() async {
        // UIKit: clearsOnBeginEditing removes the old text when editing begins.
        let log = FieldLog()
        let field = field(log)
        field.text = "old"
        field.clearsOnBeginEditing = true
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(field.text, "")
    }

    func testSettingTextWhileEditingPutsTheCaretAtTheEnd() async {
        // UIKit: a programmatic text change while editing leaves an empty selection at the end.
        let log = FieldLog()
        let field = field(log)
        XCTAssertTrue(field.becomeFirstResponder())
        field.text = "hello"
        let range = try? XCTUnwrap(field.selectedTextRange)
        XCTAssertEqual(range.map { field.offset(from: field.beginningOfDocument, to: $0.start) }, 5)
        XCTAssertEqual(range?.isEmpty, true)
    }

    // MARK: UITextView

    func testTextViewTextIsEmptyNotNilAndDefaults() async {
        // UIKit: UITextView.text is "" when empty or set to nil; text views are editable,
        // selectable and scrollable, with an 8 pt top/bottom container inset and 5 pt padding.
        let textView = UITextView()
        XCTAssertEqual(textView.text, "")
        textView.text = "x"
        textView.text = nil
        XCTAssertEqual(textView.text, "")
        XCTAssertTrue(textView.isEditable)
        XCTAssertTrue(textView.isSelectable)
        XCTAssertTrue(textView.isScrollEnabled)
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        XCTAssertEqual(textView.dataDetectorTypes, [])
        XCTAssertFalse(textView.allowsEditingTextAttributes)
    }

    func testTextViewProgrammaticTextDoesNotCallTheDelegate() async {
        // UIKit: textViewDidChange is sent only for user edits, not when text is set in code.
        let log = TextViewLog()
        let textView = textView(log)
        XCTAssertTrue(textView.becomeFirstResponder())
        log.entries.removeAll()
        textView.text = "set in code"
        XCTAssertEqual(log.entries, [])
    }

    func testTextViewEditingCallbacks() async {
        // UIKit: shouldBegin → didBegin on becoming first responder; typing asks shouldChangeTextIn
        // then reports didChange; resigning sends shouldEnd → didEnd.
        let log = TextViewLog()
        let textView = textView(log)
        textView.text = "ab"
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 2, length: 0)
        textView.insertText("c")
        XCTAssertEqual(textView.text, "abc")
        XCTAssertTrue(textView.resignFirstResponder())
        XCTAssertEqual(log.entries, ["shouldBegin", "didBegin", "shouldChange 2,0 \"c\"", "didChange", "shouldEnd", "didEnd first=false"])
    }

    func testANonEditableTextViewDoesNotChangeOnInsert() async {
        // UIKit: isEditable false keeps typing out (the view may still select).
        let log = TextViewLog()
        let textView = textView(log)
        textView.text = "fixed"
        textView.isEditable = false
        _ = textView.becomeFirstResponder()
        textView.insertText("x")
        XCTAssertEqual(textView.text, "fixed")
        XCTAssertFalse(log.entries.contains("didChange"))
    }

    func testSettingTextViewTextPutsTheSelectionAtTheEnd() async {
        // UIKit: after text is set, a text view's selectedRange is an empty range at the end.
        let textView = UITextView()
        textView.text = "hello"
        XCTAssertEqual(textView.selectedRange, NSRange(location: 5, length: 0))
    }

    func testBeginAndEndEditingNotifications() async {
        // UIKit: a text field posts textDidBeginEditingNotification when it becomes first
        // responder and textDidEndEditingNotification when it resigns.
        let log = FieldLog()
        let field = field(log)
        let began = NotificationCounter(UITextField.textDidBeginEditingNotification)
        let ended = NotificationCounter(UITextField.textDidEndEditingNotification)
        defer { began.stop(); ended.stop() }
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(began.count, 1)
        XCTAssertEqual(ended.count, 0)
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(ended.count, 1)
    }

    func testANonEditableTextViewDoesNotBeginEditing() async {
        // UIKit: a text view that is not editable does not begin editing when it becomes first
        // responder (it may still select).
        let log = TextViewLog()
        let textView = textView(log)
        textView.isEditable = false
        _ = textView.becomeFirstResponder()
        XCTAssertFalse(log.entries.contains("didBegin"))
    }
}
