import XCTest
import UIKit
import UIKitTesting

/// Touches, events and recognizers do not keep windows or views alive: UIKit's touches refer
/// to their window and view, and a window that has been torn down is freed with its views and
/// recognizers, however it was touched.
@MainActor
final class TouchOwnershipTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private struct Freed {
        weak var window: UIWindow?
        weak var view: UIView?
        weak var control: UIControl?
        weak var tap: UIGestureRecognizer?
        weak var pan: UIGestureRecognizer?
        weak var custom: UIGestureRecognizer?
    }

    /// A recognizer that never decides (it stays possible across touch sequences).
    private final class UndecidedRecognizer: UIGestureRecognizer {}

    /// Builds a window with a view carrying recognizers and a switch, touches them as `use`
    /// says, tears the window down (hidden, dropped), and reports what should be freed.
    private func touchedWindow(_ use: (InputSimulator, UIWindow, UIView, UISwitch) -> Void) -> Freed {
        var freed = Freed()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let tap = UITapGestureRecognizer()
            let pan = UIPanGestureRecognizer()
            let custom = UndecidedRecognizer()
            view.addGestureRecognizer(tap)
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(custom)
            window.addSubview(view)
            let control = UISwitch(frame: CGRect(x: 220, y: 20, width: 51, height: 31))
            window.addSubview(control)
            let input = InputSimulator(window: window)
            use(input, window, view, control)
            input.advance(by: 1)
            window.isHidden = true
            input.runLoopTurn()
            freed = Freed(window: window, view: view, control: control, tap: tap, pan: pan, custom: custom)
        }
        ManualClock.runLoopTurn()
        return freed
    }

    private func assertAllFreed(_ freed: Freed, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(freed.window, "window", file: file, line: line)
        XCTAssertNil(freed.view, "touched view", file: file, line: line)
        XCTAssertNil(freed.control, "control", file: file, line: line)
        XCTAssertNil(freed.tap, "tap recognizer", file: file, line: line)
        XCTAssertNil(freed.pan, "pan recognizer", file: file, line: line)
        XCTAssertNil(freed.custom, "undecided recognizer", file: file, line: line)
    }

    func testUntouchedWindowIsFreedAfterTeardown() async {
        assertAllFreed(touchedWindow { _, _, _, _ in })
    }

    func testTappedWindowViewAndRecognizersAreFreedAfterTeardown() async {
        assertAllFreed(touchedWindow { input, _, view, control in
            input.tap(at: CGPoint(x: 50, y: 50))
            input.tap(control)
        })
    }

    func testDraggedWindowIsFreedAfterTeardown() async {
        assertAllFreed(touchedWindow { input, _, _, control in
            input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150))
            input.drag(from: input.center(of: control), to: CGPoint(x: 300, y: 300))
        })
    }

    func testWindowHiddenWhileFingersAreDownIsFreed() async {
        // UIKit: hiding the window cancels its touches; nothing is left holding it.
        assertAllFreed(touchedWindow { input, _, _, control in
            input.touchDown(1, at: CGPoint(x: 50, y: 50))
            input.touchMove(1, to: CGPoint(x: 90, y: 90))
            input.touchDown(2, at: input.center(of: control))
        })
    }

    func testViewRemovedMidGestureIsFreedOnceTheTouchEnds() async {
        assertAllFreed(touchedWindow { input, _, view, control in
            input.touchDown(1, at: CGPoint(x: 50, y: 50))
            input.touchMove(1, to: CGPoint(x: 90, y: 90))
            view.removeFromSuperview()
            control.removeFromSuperview()
            input.touchUp(1)
        })
    }

    func testTappedViewRemovedFromTheWindowIsFreed() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        weak var weakView: UIView?
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let recognizer = UndecidedRecognizer()
            view.addGestureRecognizer(recognizer)
            window.addSubview(view)
            input.tap(at: CGPoint(x: 10, y: 10))
            input.tap(at: CGPoint(x: 10, y: 10))
            weakView = view
            weakRecognizer = recognizer
            view.removeFromSuperview()
        }
        input.advance(by: 1)
        XCTAssertNil(weakView, "UIKit: the window keeps no reference to a view it delivered a tap to")
        XCTAssertNil(weakRecognizer, "nor to that view's recognizers")
    }

    func testViewRemovedMidTouchStillGetsTheEndAndIsThenFreed() async {
        // UIKit: a touch's view is fixed for the touch's life; a view removed mid-touch still
        // hears how the touch ends.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        weak var weakView: RecordingView?
        var phases: [String] = []
        do {
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            weakView = view
            input.touchDown(1, at: CGPoint(x: 10, y: 10))
            view.removeFromSuperview()
        }
        input.touchMove(1, to: CGPoint(x: 20, y: 20))
        phases = weakView?.touchPhases ?? []
        input.touchUp(1)
        XCTAssertEqual(phases, ["began", "moved"], "the removed view is kept while its touch is down")
        XCTAssertNil(weakView, "and freed once the touch ended")
    }

    func testTouchKeptByAppCodeKeepsNeitherWindowNorView() async {
        final class Keeper: UIView {
            var kept: UITouch?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { kept = touches.first }
        }
        let keeper = Keeper(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            window.addSubview(keeper)
            InputSimulator(window: window).tap(at: CGPoint(x: 10, y: 10))
            XCTAssertTrue(keeper.kept?.window === window)
            keeper.removeFromSuperview()
            window.isHidden = true
            weakWindow = window
        }
        ManualClock.runLoopTurn()
        XCTAssertNil(weakWindow)
        XCTAssertNotNil(keeper.kept)
        XCTAssertNil(keeper.kept?.window, "a touch refers to its window; it does not own it")
        XCTAssertTrue(keeper.kept?.view === keeper, "the view is still there, so the touch still names it")
    }
}
