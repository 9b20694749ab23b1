import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIControlTrackingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func setUpControl(_ control: UIControl = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100)))
        -> (UIControl, ControlEventLog, InputSimulator) {
        let (window, input) = makeWindow(CGSize(width: 600, height: 600))
        window.addSubview(control)
        return (control, ControlEventLog(control), input)
    }

    func testTapSendsTouchDownThenTouchUpInside() async {
        let (_, log, input) = setUpControl()
        input.tap(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(log.names, ["TouchDown", "TouchUpInside"])
    }

    func testButtonTapAlsoSendsPrimaryActionTriggered() async {
        let (_, log, input) = setUpControl(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100)))
        input.tap(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(log.names, ["TouchDown", "TouchUpInside", "PrimaryActionTriggered"])
    }

    func testTripleTapSequenceFromSeed001() async {
        // TouchDown → TouchUpInside → TouchDown → TouchDownRepeat → TouchUpInside →
        // TouchDown → TouchDownRepeat → TouchUpInside
        let (_, log, input) = setUpControl()
        input.tap(at: CGPoint(x: 150, y: 150), count: 3, interval: 0.1)
        XCTAssertEqual(log.names, ["TouchDown", "TouchUpInside",
                                   "TouchDown", "TouchDownRepeat", "TouchUpInside",
                                   "TouchDown", "TouchDownRepeat", "TouchUpInside"])
    }

    func testDragInsideOutAndBackIn() async {
        let (control, log, input) = setUpControl()
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        input.touchMove(1, to: CGPoint(x: 160, y: 150))
        input.touchMove(1, to: CGPoint(x: 350, y: 150)) // 150 pt beyond the right edge
        XCTAssertFalse(control.isHighlighted, "highlight follows inside/outside")
        XCTAssertFalse(control.isTouchInside)
        input.touchMove(1, to: CGPoint(x: 360, y: 150))
        input.touchMove(1, to: CGPoint(x: 170, y: 150))
        XCTAssertTrue(control.isHighlighted)
        input.touchUp(1)
        XCTAssertEqual(log.names, ["TouchDown",
                                   "TouchDragInside",
                                   "TouchDragExit", "TouchDragOutside",
                                   "TouchDragOutside",
                                   "TouchDragEnter", "TouchDragInside",
                                   "TouchUpInside"])
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)
    }

    func testTrackingAreaExtendsAbout70PointsBeyondTheBounds() async {
        // UIKit keeps a tracked touch inside until it is ~70 pt outside the bounds.
        let (_, log, input) = setUpControl()
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        input.touchMove(1, to: CGPoint(x: 200 + 60, y: 150))
        input.touchUp(1)
        XCTAssertEqual(log.names, ["TouchDown", "TouchDragInside", "TouchUpInside"])
        log.clear()
        input.touchDown(2, at: CGPoint(x: 150, y: 150))
        input.touchMove(2, to: CGPoint(x: 200 + 80, y: 150))
        input.touchUp(2)
        XCTAssertEqual(log.names, ["TouchDown", "TouchDragExit", "TouchDragOutside", "TouchUpOutside"])
    }

    func testCancelledTouchSendsTouchCancel() async {
        let (control, log, input) = setUpControl()
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        input.touchCancel(1)
        XCTAssertEqual(log.names, ["TouchDown", "TouchCancel"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testDisabledControlNeitherTracksNorSendsAndPassesTouchesOn() async {
        let (window, input) = makeWindow()
        let parent = RecordingView(frame: window.bounds)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(control)
        window.addSubview(parent)
        let log = ControlEventLog(control)
        control.isEnabled = false
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(log.names, [])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(parent.touchPhases, ["began", "ended"], "the touch goes up the responder chain")
    }

    func testTrackingMethodsAreCalledInOrder() async {
        final class Tracked: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin")
                return super.beginTracking(touch, with: event)
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue")
                return true
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
            override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        }
        let control = Tracked(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let (_, log, input) = setUpControl(control)
        input.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 160, y: 150), duration: 2.0 / 120)
        XCTAssertEqual(control.calls, ["begin", "continue", "continue", "end"])
        XCTAssertEqual(log.names.last, "TouchUpInside")
        control.calls.removeAll()
        input.touchDown(9, at: CGPoint(x: 150, y: 150))
        input.touchCancel(9)
        XCTAssertEqual(control.calls, ["begin", "cancel"])
    }

    func testBeginTrackingReturningFalseStopsTracking() async {
        final class Refusing: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let control = Refusing(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let (_, log, input) = setUpControl(control)
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        XCTAssertFalse(control.isTracking)
        input.touchMove(1, to: CGPoint(x: 160, y: 160))
        input.touchUp(1)
        XCTAssertEqual(log.names, [])
    }

    func testContinueTrackingReturningFalseEndsTracking() async {
        final class Stopping: UIControl {
            var ended = 0
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { ended += 1 }
        }
        let control = Stopping(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let (_, log, input) = setUpControl(control)
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        input.touchMove(1, to: CGPoint(x: 160, y: 160))
        XCTAssertFalse(control.isTracking)
        input.touchMove(1, to: CGPoint(x: 170, y: 170))
        input.touchUp(1)
        XCTAssertEqual(log.names, ["TouchDown"])
        XCTAssertEqual(control.ended, 1)
    }

    func testEventActionsReceiveTheTouchEvent() async {
        let (control, _, input) = setUpControl()
        let recorder = ActionRecorder()
        control.addTarget(recorder, action: Selector("e", ActionRecorder.withSenderAndEvent), for: .touchUpInside)
        input.tap(at: CGPoint(x: 150, y: 150))
        XCTAssertEqual(recorder.events.first?.type, .touches)
        XCTAssertEqual(recorder.events.first?.allTouches?.first?.phase, .ended)
    }

    func testOnlyTheFirstTouchIsTracked() async {
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        control.isMultipleTouchEnabled = true
        let (_, log, input) = setUpControl(control)
        input.touchDown(1, at: CGPoint(x: 120, y: 120))
        input.touchDown(2, at: CGPoint(x: 180, y: 180))
        input.touchUp(2)
        XCTAssertEqual(log.names, ["TouchDown"])
        input.touchUp(1)
        XCTAssertEqual(log.names, ["TouchDown", "TouchUpInside"])
    }
}
