import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesTapTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func addTap(taps: Int = 1, touches: Int = 1, to view: UIView? = nil) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        (view ?? window).addGestureRecognizer(tap)
        return tap
    }

    func testDefaultsAreOneTapWithOneFinger() async {
        let tap = UITapGestureRecognizer()
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertEqual(tap.buttonMaskRequired, .primary)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(tap.cancelsTouchesInView)
        XCTAssertFalse(tap.delaysTouchesBegan)
        XCTAssertTrue(tap.delaysTouchesEnded)
    }

    func testSingleTapIsRecognizedOnceOnTouchUpAsDiscreteGesture() async {
        // UIKit: a discrete gesture sends one action, with the state .recognized (== .ended).
        let tap = addTap()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0, "a tap is not recognized on touch-down")
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.recognized])
        XCTAssertEqual(UIGestureRecognizer.State.recognized, .ended)
        XCTAssertEqual(tap.state, .possible, "reset to possible after the event cycle")
    }

    func testTapLocationIsWhereTheFirstTapLanded() async {
        // UIKit: "if there are multiple taps, this location is the first tap".
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        window.addSubview(view)
        let tap = addTap(taps: 2, to: view)
        var locations: [CGPoint] = []
        recorder.onAction = { locations.append($0.location(in: view)); _ = tap }
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 120, y: 110))
        XCTAssertEqual(locations, [CGPoint(x: 50, y: 40)])
    }

    func testDoubleTapIsRecognizedOnSecondTapWithinInterval() async {
        _ = addTap(taps: 2)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 0.2)
        input.tap(at: CGPoint(x: 102, y: 101))
        XCTAssertEqual(recorder.states, [.recognized])
    }

    func testDoubleTapFailsWhenSecondTapComesAfterThirtyFiveHundredthsOfASecond() async {
        // UIKit: successive taps must be at most 0.35 s apart.
        let tap = addTap(taps: 2)
        var trace: [String] = []
        window.openUIKitGestureTraceHandler = { trace.append($0) }
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.36)
        XCTAssertTrue(trace.contains { $0.contains("failed") && $0.contains("0.35") }, trace.joined(separator: "\n"))
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(tap.state, .possible)
    }

    func testTapHeldLongerThanMaximumTapDurationFails() async {
        _ = addTap()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.8)
        input.touchUp(1)
        XCTAssertEqual(recorder.count, 0, "UIKit's tap recognizer gives up after 0.75 s")
        input.tap(at: CGPoint(x: 100, y: 100), fingers: 1, duration: 0.7)
        XCTAssertEqual(recorder.count, 1, "0.7 s is still a tap")
    }

    func testTapThatMovesTooFarFails() async {
        _ = addTap()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 140, y: 100))
        input.touchUp(1)
        XCTAssertEqual(recorder.count, 1, "40 pt is within UIKit's 45 pt tap movement")
        input.touchDown(2, at: CGPoint(x: 100, y: 100))
        input.touchMove(2, to: CGPoint(x: 150, y: 100))
        input.touchUp(2)
        XCTAssertEqual(recorder.count, 1, "50 pt is a drag, not a tap")
    }

    func testSecondTapFarFromFirstFailsDoubleTap() async {
        _ = addTap(taps: 2)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 200, y: 100))
        XCTAssertEqual(recorder.count, 0)
    }

    func testTwoFingerTapNeedsBothFingers() async {
        let tap = addTap(touches: 2)
        var touchCounts: [Int] = []
        var secondTouch: [CGPoint] = []
        recorder.onAction = { recognizer in
            touchCounts.append(recognizer.numberOfTouches)
            secondTouch.append(recognizer.location(ofTouch: 1, in: nil))
        }
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0, "one finger is not a two-finger tap")
        input.tap(at: CGPoint(x: 100, y: 100), fingers: 2)
        XCTAssertEqual(recorder.count, 1)
        XCTAssertEqual(touchCounts, [2])
        XCTAssertEqual(secondTouch, [CGPoint(x: 110, y: 100)])
        XCTAssertEqual(tap.location(in: nil), CGPoint(x: 100, y: 100), "the centroid of the fingers")
    }

    func testMoreFingersThanRequiredFailsTheTap() async {
        _ = addTap(touches: 1)
        input.tap(at: CGPoint(x: 100, y: 100), fingers: 2)
        XCTAssertEqual(recorder.count, 0)
    }

    func testTwoFingersLandingOneAfterTheOtherStillTap() async {
        _ = addTap(touches: 2)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.05)
        input.touchDown(2, at: CGPoint(x: 130, y: 100))
        input.advance(by: 0.05)
        input.touchUp(1)
        input.touchUp(2)
        XCTAssertEqual(recorder.count, 1)
    }

    func testTripleTap() async {
        _ = addTap(taps: 3)
        input.tap(at: CGPoint(x: 100, y: 100), count: 2, interval: 0.1)
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 1)
    }

    func testTapOnSubviewIsRecognizedBySuperviewRecognizer() async {
        // UIKit: a recognizer sees the touches hit-tested to its view and all its subviews.
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(child)
        _ = addTap()
        input.tap(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(recorder.count, 1)
    }
}
