import XCTest
import UIKit
import UIKitTesting

@MainActor
final class GesturesLongPressTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window = makeGestureWindow()
    private lazy var input = InputSimulator(window: window)
    private let recorder = GestureActionRecorder()

    private func addLongPress() -> UILongPressGestureRecognizer {
        let press = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        window.addGestureRecognizer(press)
        return press
    }

    func testDefaultsAreHalfASecondTenPointsNoTapsOneFinger() async {
        let press = UILongPressGestureRecognizer()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual(press.numberOfTapsRequired, 0)
        XCTAssertEqual(press.numberOfTouchesRequired, 1)
    }

    func testBeginsAfterMinimumPressDurationWithoutLifting() async {
        _ = addLongPress()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.49)
        XCTAssertEqual(recorder.states, [])
        input.advance(by: 0.02)
        XCTAssertEqual(recorder.states, [.began], "began while the finger is still down")
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testChangesOnMovementAfterBeganAnyDistance() async {
        let press = addLongPress()
        var locations: [CGPoint] = []
        recorder.onAction = { locations.append($0.location(in: nil)) }
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 100))
        input.touchMove(1, to: CGPoint(x: 250, y: 300))
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(locations, [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 250, y: 300), CGPoint(x: 250, y: 300)])
        XCTAssertEqual(press.state, .possible)
    }

    func testMovingMoreThanAllowableMovementBeforeBeganFails() async {
        _ = addLongPress()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.touchMove(1, to: CGPoint(x: 109, y: 100))
        input.advance(by: 0.6)
        XCTAssertEqual(recorder.states, [.began], "9 pt is within allowableMovement")
        input.touchUp(1)
        recorder.reset()
        input.touchDown(2, at: CGPoint(x: 100, y: 100))
        input.touchMove(2, to: CGPoint(x: 111, y: 100))
        input.advance(by: 0.6)
        input.touchUp(2)
        XCTAssertEqual(recorder.states, [])
    }

    func testLiftingTooEarlyFails() async {
        _ = addLongPress()
        input.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        input.advance(by: 1)
        XCTAssertEqual(recorder.states, [])
    }

    func testCustomDurationAndTwoFingers() async {
        let press = addLongPress()
        press.minimumPressDuration = 1
        press.numberOfTouchesRequired = 2
        input.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8, fingers: 2)
        XCTAssertEqual(recorder.states, [])
        input.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8, fingers: 1)
        XCTAssertEqual(recorder.states, [])
        input.longPress(at: CGPoint(x: 100, y: 100), duration: 1.2, fingers: 2)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testEndsWhenAnyFingerLifts() async {
        let press = addLongPress()
        press.numberOfTouchesRequired = 2
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 140, y: 100))])
        input.advance(by: 0.6)
        input.touchUp(2)
        XCTAssertEqual(recorder.states, [.began, .ended])
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testTapAndHoldWithNumberOfTapsRequired() async {
        let press = addLongPress()
        press.numberOfTapsRequired = 1
        input.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        XCTAssertEqual(recorder.states, [], "a plain press is not a tap-and-hold")
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testSystemCancelledTouchCancelsTheBeganGesture() async {
        _ = addLongPress()
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.6)
        input.touchCancel(1)
        XCTAssertEqual(recorder.states, [.began, .cancelled])
    }

    func testBeganCancelsTheTouchInTheViewWhileTheFingerIsDown() async {
        // UIKit: cancelsTouchesInView applies when the long press begins on its timer.
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let press = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        view.addGestureRecognizer(press)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.touchPhases, ["began"])
        input.advance(by: 0.6)
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
        input.touchUp(1)
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
    }
}
