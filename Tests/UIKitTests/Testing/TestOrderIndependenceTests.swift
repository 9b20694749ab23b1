import XCTest
import UIKit
import UIKitTesting

/// Two tests run in both orders, each after `UIKitTestEnvironment.reset()`, observe the same
/// things: what the first leaves behind (a finger still down, a running animation, a pending
/// timer, a key window) does not reach the second.
@MainActor
final class TestOrderIndependenceTests: XCTestCase {
    @MainActor private final class Lines {
        var items: [String] = []
        func append(_ line: String) { items.append(line) }
    }

    /// A long press on a view, an animation, and a timer; leaves a finger down, the animation
    /// running and the timer pending. Returns what it observed.
    private func longPressTest(leftBehind: inout [AnyObject]) -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let log = Lines()
        let press = UILongPressGestureRecognizer { recognizer in log.append("press \(recognizer.state.rawValue)") }
        view.addGestureRecognizer(press)
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.6)
        UIView.animate(withDuration: 5, animations: { view.alpha = 0 }, completion: { log.append("animation \($0)") })
        let timer = UITimer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
            MainActor.assumeIsolated { log.append("timer") }
        }
        log.append("key \(window.isKeyWindow)")
        leftBehind += [window, timer]
        return log.items
    }

    /// A tap and a short animation in a new window.
    private func tapTest() -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var log: [String] = []
        view.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("tap") })
        let input = InputSimulator(window: window)
        input.tap(at: CGPoint(x: 20, y: 20))
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { log.append("animation \($0)") })
        input.advance(by: 0.5)
        log.append("key \(window.isKeyWindow)")
        log.append("visible windows \(UIApplication.shared.windows.filter { !$0.isHidden }.count)")
        window.isHidden = true
        return log
    }

    func testTwoTestsGiveTheSameResultsInBothOrders() async {
        var leftBehind: [AnyObject] = []
        UIKitTestEnvironment.reset()
        let pressFirst = longPressTest(leftBehind: &leftBehind)
        UIKitTestEnvironment.reset()
        let tapSecond = tapTest()

        UIKitTestEnvironment.reset()
        let tapFirst = tapTest()
        UIKitTestEnvironment.reset()
        let pressSecond = longPressTest(leftBehind: &leftBehind)
        UIKitTestEnvironment.reset()

        XCTAssertEqual(tapFirst, tapSecond, "the tap test sees the same whatever ran before")
        XCTAssertEqual(pressFirst, pressSecond, "the long-press test sees the same whatever ran before")
        XCTAssertEqual(tapFirst, ["tap", "animation true", "key true", "visible windows 1"])
        XCTAssertEqual(pressFirst, ["press 1", "key true"])
        _ = leftBehind
    }

    func testResetLetsEarlierTimersAndAnimationsRunOut() async {
        var leftBehind: [AnyObject] = []
        UIKitTestEnvironment.reset()
        _ = longPressTest(leftBehind: &leftBehind)
        XCTAssertTrue(ManualClock.hasPendingTimers)
        UIKitTestEnvironment.reset()
        XCTAssertFalse(ManualClock.hasPendingTimers, "the animation and the timer ran out")
        XCTAssertTrue(UIApplication.shared.windows.allSatisfy(\.isHidden), "no window of an earlier test is on screen")
    }
}
