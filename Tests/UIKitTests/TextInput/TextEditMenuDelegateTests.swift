import XCTest
import UIKit
import UIKitTesting

/// Records the text delegates' edit menu will-present and will-dismiss calls, running an
/// animation alongside each.
@MainActor
final class EditMenuLifecycleRecorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var log: [String] = []

    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        log.append("field willPresent")
        animator.addAnimations { [weak self] in self?.log.append("field presentAnimation") }
    }

    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        log.append("field willDismiss")
        animator.addCompletion { [weak self] in self?.log.append("field dismissCompletion") }
    }

    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        log.append("view willPresent")
    }

    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        log.append("view willDismiss")
    }
}

/// The iOS 16 edit menu lifecycle calls of the text delegates.
@MainActor
final class TextEditMenuDelegateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheFieldsDelegateHearsTheMenuShowAndHide() async throws {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello"
        let recorder = EditMenuLifecycleRecorder()
        field.delegate = recorder
        input.secondaryClick(at: field.convert(CGPoint(x: 30, y: 17), to: window))
        XCTAssertEqual(recorder.log, ["field willPresent", "field presentAnimation"])
        input.typeText("x")
        XCTAssertEqual(recorder.log, ["field willPresent", "field presentAnimation", "field willDismiss", "field dismissCompletion"])
    }

    func testTheTextViewsDelegateHearsTheMenuShowAndHide() async throws {
        let (window, textView, input) = TextViewFixture.make(text: "one two")
        defer { withExtendedLifetime(window) {} }
        let recorder = EditMenuLifecycleRecorder()
        textView.delegate = recorder
        input.longPress(at: CGPoint(x: 30, y: 12))
        XCTAssertEqual(recorder.log, ["view willPresent"])
        input.typeText("x")
        XCTAssertEqual(recorder.log, ["view willPresent", "view willDismiss"])
    }
}
