import XCTest
import UIKit
import UIKitTesting

@MainActor
final class InputSimulatorTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class TouchRecorder: UIView {
        var samples: [(id: ObjectIdentifier, phase: UITouch.Phase, location: CGPoint, time: TimeInterval)] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
        private func record(_ touches: Set<UITouch>) {
            for touch in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
                samples.append((ObjectIdentifier(touch), touch.phase, touch.location(in: self), touch.timestamp))
            }
        }
        func fingers() -> Int { Set(samples.map(\.id)).count }
    }

    private func setUp() -> (TouchRecorder, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let recorder = TouchRecorder(frame: window.bounds)
        recorder.isMultipleTouchEnabled = true
        window.addSubview(recorder)
        return (recorder, InputSimulator(window: window))
    }

    func testLongPressHoldsForItsDuration() async {
        let (recorder, input) = setUp()
        input.longPress(at: CGPoint(x: 10, y: 10), duration: 0.8)
        XCTAssertEqual(recorder.samples.map(\.phase), [.began, .ended])
        XCTAssertEqual(recorder.samples[1].time - recorder.samples[0].time, 0.8, accuracy: 1e-9)
    }

    func testDragMovesAtConstantSpeedAndEndsAtTheTarget() async {
        let (recorder, input) = setUp()
        input.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 120, y: 100), duration: 0.1)
        let moves = recorder.samples.filter { $0.phase == .moved }
        XCTAssertEqual(moves.count, 12, "120 Hz for 0.1 s")
        XCTAssertEqual(moves.last?.location, CGPoint(x: 120, y: 100))
        XCTAssertEqual(moves[0].location.x, 10, accuracy: 1e-9)
        XCTAssertEqual(recorder.samples.last?.phase, .ended)
    }

    func testPinchMovesTwoFingersApart() async {
        let (recorder, input) = setUp()
        input.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 200, duration: 0.1)
        XCTAssertEqual(recorder.fingers(), 2)
        let ended = recorder.samples.filter { $0.phase == .ended }.map(\.location)
        XCTAssertEqual(ended.count, 2)
        XCTAssertEqual(hypot(ended[0].x - ended[1].x, ended[0].y - ended[1].y), 200, accuracy: 1e-9)
    }

    func testRotateTurnsTwoFingersAroundTheCenter() async {
        let (recorder, input) = setUp()
        input.rotate(center: CGPoint(x: 200, y: 200), radius: 50, by: .pi / 2, duration: 0.05)
        let ended = recorder.samples.filter { $0.phase == .ended }.map(\.location)
        XCTAssertEqual(ended.count, 2)
        // Started on the horizontal line, ends on the vertical one.
        XCTAssertEqual(ended[0].x, 200, accuracy: 1e-9)
        XCTAssertEqual(abs(ended[0].y - 200), 50, accuracy: 1e-9)
    }

    func testSwipeTravelsTheDistanceQuickly() async {
        let (recorder, input) = setUp()
        input.swipe(from: CGPoint(x: 50, y: 50), direction: CGVector(dx: 0, dy: 1), distance: 150, duration: 0.05)
        XCTAssertEqual(recorder.samples.last?.location, CGPoint(x: 50, y: 200))
        XCTAssertEqual(recorder.samples.last!.time - recorder.samples.first!.time, 0.05, accuracy: 1e-9)
    }

    func testTapWithSeveralFingers() async {
        let (recorder, input) = setUp()
        input.tap(at: CGPoint(x: 100, y: 100), fingers: 3)
        XCTAssertEqual(recorder.fingers(), 3)
        XCTAssertEqual(recorder.samples.filter { $0.phase == .began }.count, 3)
    }

    func testTouchPropertiesFromThePlatform() async {
        final class Probe: UIView {
            var touch: UITouch?
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { touch = t.first }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let probe = Probe(frame: window.bounds)
        window.addSubview(probe)
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 5, y: 5), force: 2.5, type: .pencil)
        XCTAssertEqual(probe.touch?.force, 2.5)
        XCTAssertGreaterThan(probe.touch?.maximumPossibleForce ?? 0, 2.5)
        XCTAssertEqual(probe.touch?.type, .pencil)
        XCTAssertGreaterThan(probe.touch?.majorRadius ?? 0, 0)
        XCTAssertEqual(probe.touch?.tapCount, 1)
        XCTAssertTrue(probe.touch?.gestureRecognizers?.isEmpty ?? false)
        input.touchUp(1)
    }

    func testDroppingAllReferencesToAViewMidTouchIsSafe() async {
        // UIKit keeps the touch's view alive for the touch's life.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        weak var weakView: RecordingView?
        do {
            let view = RecordingView(frame: window.bounds)
            weakView = view
            window.addSubview(view)
        }
        input.touchDown(1, at: CGPoint(x: 5, y: 5))
        weakView?.removeFromSuperview()
        XCTAssertNotNil(weakView, "the touch holds its view")
        XCTAssertEqual(weakView?.touchPhases ?? [], ["began"])
        input.touchUp(1)
        input.advance(by: 1)
    }

    func testTimestampsInThePastAreSentAsGiven() async {
        let (recorder, input) = setUp()
        let now = input.now
        input.touchDown(1, at: CGPoint(x: 1, y: 1), timestamp: now - 1)
        XCTAssertEqual(recorder.samples.first?.time, now - 1)
        XCTAssertEqual(input.now, now, "the clock does not move backwards")
        input.touchUp(1)
    }
}
