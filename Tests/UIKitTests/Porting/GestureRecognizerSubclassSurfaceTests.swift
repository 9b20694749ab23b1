import XCTest
import UIKit
import UIKit.UIGestureRecognizerSubclass
import UIKitTesting

/// What iOS code gets from `import UIKit.UIGestureRecognizerSubclass` is part of plain
/// `import UIKit` here: a settable `state` and overridable subclass hooks.
@MainActor
private final class HeaderSurfaceRecognizer: UIGestureRecognizer {
    var calls: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        calls.append("began")
        state = .began
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        calls.append("moved")
        state = .changed
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        calls.append("ended")
        state = .ended
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }
    override func reset() {
        super.reset()
        calls.append("reset")
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldRequireFailure(of: otherGestureRecognizer)
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
}

@MainActor
final class GestureRecognizerSubclassSurfaceTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testSubclassHooksAreOverridableAndStateIsSettableWithPlainImport() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let recognizer = HeaderSurfaceRecognizer()
        var states: [UIGestureRecognizer.State] = []
        recognizer.addAction { states.append($0.state) }
        window.addGestureRecognizer(recognizer)

        InputSimulator(window: window).drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))

        XCTAssertEqual(recognizer.calls.first, "began")
        XCTAssertTrue(recognizer.calls.contains("moved"))
        XCTAssertEqual(Array(recognizer.calls.suffix(2)), ["ended", "reset"],
                       "UIKit resets a recognizer after it ends")
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        // UIKit's defaults, reached through super.
        let other = UITapGestureRecognizer()
        XCTAssertTrue(recognizer.canPrevent(other))
        XCTAssertTrue(recognizer.canBePrevented(by: other))
        XCTAssertFalse(recognizer.shouldRequireFailure(of: other))
        XCTAssertFalse(recognizer.shouldBeRequiredToFail(by: other))
    }
}
