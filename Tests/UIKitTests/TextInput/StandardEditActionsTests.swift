import XCTest
import UIKit
import UIKitTesting

/// A view that copies its own text, as a "copyable label" does on iOS.
@MainActor
final class CopyableView: UIView {
    var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:") || super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) {
        copies += 1
        UIPasteboard.general.string = "copied by the view"
    }
}

/// Cut, copy, paste, select, select all and delete in text fields and text views: what
/// `canPerformAction(_:withSender:)` answers, the keyboard shortcuts, the delegate calls.
@MainActor
final class StandardEditActionsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let copy = Selector("copy:", UIResponder.copy(_:))
    private let cut = Selector("cut:", UIResponder.cut(_:))
    private let paste = Selector("paste:", UIResponder.paste(_:))
    private let select = Selector("select:", UIResponder.select(_:))
    private let selectAll = Selector("selectAll:", UIResponder.selectAll(_:))
    private let delete = Selector("delete:", UIResponder.delete(_:))

    private func available(_ responder: UIResponder) -> [String] {
        [cut, copy, paste, select, selectAll, delete].filter { responder.canPerformAction($0, withSender: nil) }.map(\.name)
    }

    func testCanPerformActionFollowsTheSelectionAndThePasteboard() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        XCTAssertEqual(available(field), [], "nothing while not editing")
        field.becomeFirstResponder()
        XCTAssertEqual(available(field), ["select:", "selectAll:"], "a caret at the end, an empty pasteboard")
        UIPasteboard.general.string = "x"
        XCTAssertEqual(available(field), ["paste:", "select:", "selectAll:"])
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        XCTAssertEqual(available(field), ["cut:", "copy:", "paste:", "selectAll:", "delete:"])
        field.selectAll(nil)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 11))
        XCTAssertEqual(available(field), ["cut:", "copy:", "paste:", "delete:"], "everything is already selected")
        UIPasteboard.general.url = URL(string: "https://example.com")
        XCTAssertFalse(field.canPerformAction(paste, withSender: nil), "paste needs text on the pasteboard")
        XCTAssertFalse(field.canPerformAction(Selector("toggleBoldface:"), withSender: nil), "no attribute editing by default")
        field.text = ""
        XCTAssertEqual(available(field), [], "no text: nothing to select")
    }

    func testASecureFieldRefusesCopyAndCut() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.isSecureTextEntry = true
        field.text = "secret"
        field.becomeFirstResponder()
        input.pressKey(.keyboardA, modifierFlags: .control)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 6))
        XCTAssertFalse(field.canPerformAction(copy, withSender: nil))
        XCTAssertFalse(field.canPerformAction(cut, withSender: nil))
        XCTAssertTrue(field.canPerformAction(delete, withSender: nil))
        UIPasteboard.general.string = "before"
        input.pressKey(.keyboardC, modifierFlags: .control)
        field.copy(nil)
        input.pressKey(.keyboardX, modifierFlags: .control)
        XCTAssertEqual(UIPasteboard.general.string, "before")
        XCTAssertEqual(field.text, "secret")
    }

    func testKeyboardShortcutsCutCopyAndPasteWithTheDelegateAsked() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        let recorder = TextFieldRecorder(field)
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!, to: field.endOfDocument)
        recorder.log = []
        input.pressKey(.keyboardC, modifierFlags: .control)
        XCTAssertEqual(UIPasteboard.general.string, "world")
        XCTAssertEqual(recorder.log, [], "copying changes nothing")
        input.pressKey(.keyboardX, modifierFlags: .command)
        XCTAssertEqual(field.text, "hello ")
        XCTAssertEqual(UIPasteboard.general.string, "world")
        XCTAssertEqual(recorder.log, ["shouldChange(6,5,)", "didChangeSelection", "editingChanged", "didChangeNotification"])
        recorder.log = []
        UIPasteboard.general.string = "big\nwide world"
        input.pressKey(.keyboardV, modifierFlags: .control)
        XCTAssertEqual(field.text, "hello big wide world", "a field pastes line breaks as spaces")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 20, length: 0))
        XCTAssertEqual(recorder.log.first, "shouldChange(6,0,big wide world)")

        // A delegate that refuses: no paste; a refused cut leaves the pasteboard alone.
        recorder.shouldChange = { _, _, _ in false }
        input.pressKey(.keyboardV, modifierFlags: .control)
        XCTAssertEqual(field.text, "hello big wide world")
        input.pressKey(.keyboardA, modifierFlags: .control)
        input.pressKey(.keyboardX, modifierFlags: .control)
        XCTAssertEqual(field.text, "hello big wide world")
        XCTAssertEqual(UIPasteboard.general.string, "big\nwide world")
        recorder.stopObserving()
    }

    func testSelectTakesTheWordAtTheCaretAndDeleteRemovesTheSelection() async {
        let (window, field, _) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "one two three"
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 5)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 5)!)
        field.select(nil)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 4, length: 3))
        field.delete(nil)
        XCTAssertEqual(field.text, "one  three")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 4, length: 0))
    }

    func testTextViewPastesLineBreaksAndAsksShouldChangeTextIn() async {
        let (window, textView, input) = TextViewFixture.make(text: "ab")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextViewRecorder(textView)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 1, length: 0)
        recorder.log = []
        UIPasteboard.general.string = "1\n2"
        input.pressKey(.keyboardV, modifierFlags: .control)
        XCTAssertEqual(textView.text, "a1\n2b")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        XCTAssertEqual(recorder.log, ["shouldChange(1,0,1\n2)", "didChangeSelection", "didChange", "didChangeNotification"])
        input.pressKey(.keyboardA, modifierFlags: .control)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 5))
        input.pressKey(.keyboardC, modifierFlags: .control)
        XCTAssertEqual(UIPasteboard.general.string, "a1\n2b")
        textView.isEditable = false
        XCTAssertFalse(textView.canPerformAction(paste, withSender: nil))
        recorder.stopObserving()
    }

    func testShortcutsGoUpTheResponderChainToAResponderThatCanPerformThem() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let view = CopyableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let plain = UIView()
        window.addSubview(view)
        window.addSubview(plain)
        XCTAssertFalse(plain.canPerformAction(copy, withSender: nil), "a responder that does not implement copy")
        XCTAssertNil(plain.target(forAction: copy, withSender: nil))
        XCTAssertTrue(view.target(forAction: copy, withSender: nil) as AnyObject === view)
        XCTAssertTrue(view.becomeFirstResponder())
        let input = InputSimulator(window: window)
        input.pressKey(.keyboardC, modifierFlags: .control)
        XCTAssertEqual(view.copies, 1)
        XCTAssertEqual(UIPasteboard.general.string, "copied by the view")
        input.pressKey(.keyboardV, modifierFlags: .control)
        XCTAssertEqual(view.copies, 1, "no responder pastes: nothing happens")
    }

    func testToggleUnderlineAndBoldfaceWhenAttributesAreEditable() async throws {
        let (window, textView, _) = TextViewFixture.make(text: "plain bold")
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 6, length: 4)
        XCTAssertFalse(textView.canPerformAction(Selector("toggleUnderline:"), withSender: nil))
        textView.allowsEditingTextAttributes = true
        XCTAssertTrue(textView.canPerformAction(Selector("toggleUnderline:"), withSender: nil))
        textView.toggleUnderline(nil)
        XCTAssertEqual(textView.attributedText.attribute(.underlineStyle, at: 7, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
        XCTAssertNil(textView.attributedText.attribute(.underlineStyle, at: 2, effectiveRange: nil))
        textView.toggleUnderline(nil)
        XCTAssertNil(textView.attributedText.attribute(.underlineStyle, at: 7, effectiveRange: nil), "all underlined: off again")
        textView.toggleBoldface(nil)
        let font = try XCTUnwrap(textView.attributedText.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(textView.text, "plain bold")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 4), "the selection stays")
    }
}
