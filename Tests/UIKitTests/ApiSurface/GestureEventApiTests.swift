import XCTest
import UIKit
import UIKitTesting

/// A view that records the modifier flags and buttons of the touch events it receives.
final class EventProbeView: UIView {
    var began: [(UIKeyModifierFlags, UIEvent.ButtonMask)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began.append((event?.modifierFlags ?? [], event?.buttonMask ?? []))
    }
}

/// Modifier keys and pointer buttons as touch events and gesture recognizers report them.
@MainActor
final class GestureEventApiTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func setUp(_ configure: (EventProbeView) -> Void = { _ in }) -> (UIWindow, EventProbeView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let view = EventProbeView(frame: window.bounds)
        configure(view)
        window.addSubview(view)
        return (window, view, InputSimulator(window: window))
    }

    func testModifierKeysHeldDuringATapReachTheRecognizerAndTheEvent() async {
        var seen: [UIKeyModifierFlags] = []
        let (_, view, input) = setUp()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addAction { seen.append($0.modifierFlags) }
        view.addGestureRecognizer(tap)

        input.keyDown(.keyboardLeftShift, modifierFlags: .shift)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.keyUp(.keyboardLeftShift)
        input.tap(at: CGPoint(x: 50, y: 50))

        XCTAssertEqual(seen, [.shift, []], "UIKit: the modifier flags of the recognizer's event")
        XCTAssertEqual(view.began.map(\.0), [.shift, []])
    }

    func testAPointerTouchHasThePrimaryButtonAndAFingerNone() async {
        let (_, view, input) = setUp()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        input.touchDown(1, at: CGPoint(x: 20, y: 20), type: .indirectPointer)
        XCTAssertEqual(pan.buttonMask, .primary)
        input.touchUp(1)
        input.touchDown(2, at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(pan.buttonMask, [])
        input.touchUp(2)
        XCTAssertEqual(view.began.map(\.1), [.primary, []])
    }
}
