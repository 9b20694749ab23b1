import XCTest
import UIKit
import UIKitTesting

/// The on-screen keyboard's notification names and user-info keys: UIKit's raw values, usable
/// from non-isolated code, and never posted by the framework (a desktop has no on-screen
/// keyboard), so focusing a text field leaves observers silent.
@MainActor
final class KeyboardNotificationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testNamesAndKeysAreUIKits() async {
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardDidShowNotification.rawValue, "UIKeyboardDidShowNotification")
        XCTAssertEqual(UIResponder.keyboardWillHideNotification.rawValue, "UIKeyboardWillHideNotification")
        XCTAssertEqual(UIResponder.keyboardDidHideNotification.rawValue, "UIKeyboardDidHideNotification")
        XCTAssertEqual(UIResponder.keyboardWillChangeFrameNotification.rawValue, "UIKeyboardWillChangeFrameNotification")
        XCTAssertEqual(UIResponder.keyboardDidChangeFrameNotification.rawValue, "UIKeyboardDidChangeFrameNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardFrameBeginUserInfoKey, "UIKeyboardFrameBeginUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationDurationUserInfoKey, "UIKeyboardAnimationDurationUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardAnimationCurveUserInfoKey, "UIKeyboardAnimationCurveUserInfoKey")
        XCTAssertEqual(UIResponder.keyboardIsLocalUserInfoKey, "UIKeyboardIsLocalUserInfoKey")
    }

    nonisolated func testUsableOffTheMainActor() {
        // As on iOS, the constants are not isolated to the main actor.
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]
        XCTAssertEqual(Set(names).count, 2)
    }

    func testAPostedKeyboardNotificationReachesObservers() async {
        var frames: [CGRect] = []
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated { if let frame { frames.append(frame) } }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 500, width: 390, height: 344)])
        XCTAssertEqual(frames, [CGRect(x: 0, y: 500, width: 390, height: 344)])
    }

    func testEditingATextFieldPostsNoKeyboardNotification() async {
        var posted = 0
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        ManualClock.runLoopTurn()
        XCTAssertEqual(posted, 0, "a hardware keyboard only: no on-screen keyboard shows")
    }
}
