import XCTest
import UIKit
import UIKitTesting

/// Logs the touch callbacks a view receives.
@MainActor
final class TouchPhaseLogView: UIView {
    var log: [String] = []
    var lastTouches: Set<UITouch> = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began"); lastTouches = touches }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved"); lastTouches = touches }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended"); lastTouches = touches }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled"); lastTouches = touches }
}

/// Logs touch callbacks on a tap recognizer into a shared log.
@MainActor
private final class LoggingTapRecognizer: UITapGestureRecognizer {
    var sink: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        sink?("gesture.began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sink?("gesture.ended")
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
private final class SharedLogView: UIView {
    var sink: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("view.began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("view.ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { sink?("view.cancelled") }
}

/// How iOS delivers touches to views, and how gesture recognizers change that delivery.
@MainActor
final class TouchDeliveryBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func setUp(_ view: UIView) -> (UIWindow, InputSimulator) {
        let (window, input) = makeWindow()
        view.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        window.addSubview(view)
        return (window, input)
    }

    func testATouchStaysWithTheViewItBeganIn() async {
        // UIKit: a touch is delivered to its hit-test view for its whole life, even after it moves out.
        let view = TouchPhaseLogView()
        let (_, input) = setUp(view)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 390, y: 390))
        input.touchUp(1)
        XCTAssertEqual(view.log, ["began", "moved", "ended"])
        XCTAssertTrue(view.lastTouches.first?.view === view)
    }

    func testTouchLocationAndPhase() async {
        let view = TouchPhaseLogView()
        let (window, input) = setUp(view)
        input.touchDown(1, at: CGPoint(x: 100, y: 120))
        let touch = view.lastTouches.first
        XCTAssertEqual(touch?.phase, .began)
        XCTAssertEqual(touch?.location(in: view), CGPoint(x: 50, y: 70))
        XCTAssertEqual(touch?.location(in: nil), CGPoint(x: 100, y: 120))
        XCTAssertTrue(touch?.window === window)
        input.touchMove(1, to: CGPoint(x: 110, y: 120))
        XCTAssertEqual(touch?.previousLocation(in: view), CGPoint(x: 50, y: 70))
        XCTAssertEqual(touch?.location(in: view), CGPoint(x: 60, y: 70))
        input.touchUp(1)
        XCTAssertEqual(touch?.phase, .ended)
    }

    func testQuickSuccessiveTapsCountUp() async {
        let view = TouchPhaseLogView()
        let (_, input) = setUp(view)
        input.tap(at: CGPoint(x: 100, y: 100), count: 2, interval: 0.1)
        XCTAssertEqual(view.lastTouches.first?.tapCount, 2)
    }

    func testAViewWithoutMultipleTouchGetsOnlyTheFirstTouch() async {
        // UIKit: with isMultipleTouchEnabled false (the default) a view receives only the first touch.
        let view = TouchPhaseLogView()
        let (_, input) = setUp(view)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchDown(2, at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(view.log, ["began"])
        input.touchUp(2)
        input.touchUp(1)
        XCTAssertEqual(view.log, ["began", "ended"])
    }

    func testAMultipleTouchViewGetsEveryTouch() async {
        let view = TouchPhaseLogView()
        view.isMultipleTouchEnabled = true
        let (_, input) = setUp(view)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchDown(2, at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(view.log, ["began", "began"])
    }

    func testAnExclusiveTouchViewBlocksTouchesToOtherViews() async {
        // UIKit: while an exclusive-touch view is tracking a touch, other views get no touches.
        let (window, input) = makeWindow()
        let exclusive = TouchPhaseLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchPhaseLogView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.isMultipleTouchEnabled = true
        window.addSubview(exclusive)
        window.addSubview(other)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.touchDown(2, at: CGPoint(x: 250, y: 50))
        XCTAssertEqual(other.log, [])
        input.touchUp(2)
        input.touchUp(1)
        XCTAssertEqual(exclusive.log, ["began", "ended"])
    }

    func testATapRecognizerCancelsTheViewsTouches() async {
        // UIKit: the recognizer sees each touch before the view; cancelsTouchesInView (default true)
        // turns the view's end into touchesCancelled when the tap is recognized, because
        // delaysTouchesEnded (default true) held the end back.
        let view = SharedLogView()
        var log: [String] = []
        view.sink = { log.append($0) }
        let tap = LoggingTapRecognizer()
        tap.sink = { log.append($0) }
        view.addGestureRecognizer(tap)
        let (_, input) = setUp(view)
        XCTAssertTrue(tap.cancelsTouchesInView)
        XCTAssertFalse(tap.delaysTouchesBegan)
        XCTAssertTrue(tap.delaysTouchesEnded)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log, ["gesture.began", "view.began", "gesture.ended", "view.cancelled"])
    }

    func testWithoutCancellingTheViewSeesTheEnd() async {
        let view = SharedLogView()
        var log: [String] = []
        view.sink = { log.append($0) }
        let tap = LoggingTapRecognizer()
        tap.sink = { log.append($0) }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        let (_, input) = setUp(view)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log, ["gesture.began", "view.began", "gesture.ended", "view.ended"])
    }

    func testDelaysTouchesBeganHidesARecognizedTapFromTheView() async {
        // UIKit: with delaysTouchesBegan the view only gets touches if the recognizer fails.
        let view = SharedLogView()
        var log: [String] = []
        view.sink = { log.append($0) }
        let tap = LoggingTapRecognizer()
        tap.sink = { log.append($0) }
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let (_, input) = setUp(view)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log, ["gesture.began", "gesture.ended"])
    }

    func testAFailedRecognizerLetsDelayedTouchesThrough() async {
        // UIKit: when a recognizer with delaysTouchesBegan fails, the view gets the held touches.
        let view = SharedLogView()
        var log: [String] = []
        view.sink = { log.append($0) }
        let tap = LoggingTapRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let (_, input) = setUp(view)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 200, y: 200)) // too far for a tap
        input.touchUp(1)
        XCTAssertEqual(tap.state, .possible, "reset after failing")
        XCTAssertEqual(log.first, "view.began")
        XCTAssertEqual(log.last, "view.ended")
    }

    func testARecognizerOnASuperviewSeesTouchesOfSubviews() async {
        // UIKit: recognizers attached to the hit view or any of its ancestors take part.
        let (window, input) = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        let recorder = GestureActionRecorder()
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        parent.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.states, [.recognized])
        XCTAssertTrue(tap.view === parent)
        XCTAssertEqual(tap.location(in: child), CGPoint(x: 50, y: 50))
    }

    func testTapCountStartsAgainForASlowOrDistantTap() async {
        // UIKit: a tap counts as a repeat only when it comes quickly and near the previous one.
        let view = TouchPhaseLogView()
        let (_, input) = setUp(view)
        input.tap(at: CGPoint(x: 60, y: 60))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 240, y: 240))
        XCTAssertEqual(view.lastTouches.first?.tapCount, 1, "too far away")
        input.advance(by: 1.5)
        input.tap(at: CGPoint(x: 240, y: 240))
        XCTAssertEqual(view.lastTouches.first?.tapCount, 1, "too late")
    }

    func testTwoViewsTrackTheirOwnTouchesAtOnce() async {
        let (window, input) = makeWindow()
        let left = TouchPhaseLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchPhaseLogView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        input.touchDown(2, at: CGPoint(x: 250, y: 50))
        input.touchUp(1)
        input.touchUp(2)
        XCTAssertEqual(left.log, ["began", "ended"])
        XCTAssertEqual(right.log, ["began", "ended"])
    }
}
