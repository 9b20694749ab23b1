import XCTest
import UIKit
import UIKitTesting

/// A control keeps its actions, and an action's `sender` refers back to the control: it must
/// not outlive the handler, or every control whose action ever ran lives forever.
@MainActor
final class UIActionOwnershipTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testControlWhoseActionRanIsFreed() async {
        weak var weakControl: UIControl?
        var senderDuringAction: Any?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let control = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
            control.addAction(UIAction { action in senderDuringAction = action.sender }, for: .allEvents)
            window.addSubview(control)
            weakControl = control
            InputSimulator(window: window).tap(control)
            XCTAssertTrue(senderDuringAction as? UISwitch === control, "the action's sender is the control")
            senderDuringAction = nil
            control.removeFromSuperview()
            window.isHidden = true
        }
        ManualClock.advance(by: 1)
        XCTAssertNil(weakControl, "the action must not keep its control alive")
    }

    func testSenderIsSetWhileTheHandlerRuns() async {
        var seen: Any?
        let action = UIAction { seen = $0.sender }
        let control = UIControl()
        control.addAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(seen as? UIControl === control, "the handler reads the control as sender")
        XCTAssertNil(action.sender, "UIKit populates sender during the action's execution")
    }
}
