import XCTest
import UIKit
import UIKitTesting

/// More control facts, and how controls share touches with gesture recognizers.
@MainActor
final class ControlAndGestureInterplayBehaviourTests: XCTestCase {
    private let recorder = GestureActionRecorder()

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func place<Control: UIControl>(_ control: Control, at frame: CGRect) -> (UIWindow, Control, ControlEventLog, InputSimulator) {
        let (window, input) = makeWindow(CGSize(width: 600, height: 600))
        control.frame = frame
        window.addSubview(control)
        return (window, control, ControlEventLog(control), input)
    }

    func testAPlainButtonTapDoesNotSelectIt() async {
        let (_, button, _, input) = place(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 100, height: 44))
        input.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertFalse(button.isSelected)
    }

    func testChangesSelectionAsPrimaryActionTogglesSelection() async {
        // UIKit (iOS 15+): with changesSelectionAsPrimaryAction a tap toggles isSelected; a second tap
        // deselects.
        let (_, button, _, input) = place(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 100, height: 44))
        button.changesSelectionAsPrimaryAction = true
        input.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertTrue(button.isSelected)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertFalse(button.isSelected)
    }

    func testTargetsAndEventsAreListed() async {
        let control = UIControl()
        let target = ActionRecorder()
        control.addTarget(target, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.addTarget(target, action: Selector("plain", ActionRecorder.plain), for: .valueChanged)
        XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])
        XCTAssertEqual(control.actions(forTarget: target, forControlEvent: .touchUpInside), ["plain"])
        XCTAssertNil(control.actions(forTarget: target, forControlEvent: .touchDown))
        XCTAssertEqual(control.allTargets.count, 1)
        control.removeTarget(nil, action: nil, for: .allEvents)
        XCTAssertEqual(control.allControlEvents, [])
        XCTAssertTrue(control.allTargets.isEmpty)
    }

    func testTheSameTargetActionPairIsAddedOnce() async {
        // UIKit: adding an identical target/action for the same event again does not duplicate it.
        let control = UIControl()
        let target = ActionRecorder()
        control.addTarget(target, action: Selector("plain", ActionRecorder.plain), for: .valueChanged)
        control.addTarget(target, action: Selector("plain", ActionRecorder.plain), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(target.calls, ["plain"])
    }

    func testTouchingTheSliderTrackAwayFromTheThumbDoesNothing() async {
        // UIKit: a slider only tracks touches that start on (or near) its thumb.
        let (_, slider, log, input) = place(UISlider(), at: CGRect(x: 100, y: 100, width: 300, height: 40))
        input.tap(at: CGPoint(x: 350, y: 120))
        XCTAssertEqual(slider.value, 0)
        XCTAssertFalse(log.names.contains("ValueChanged"))
    }

    func testTappingTheSelectedSegmentAgainSendsNothing() async {
        let (_, control, log, input) = place(UISegmentedControl(items: ["A", "B"]), at: CGRect(x: 100, y: 100, width: 200, height: 32))
        control.selectedSegmentIndex = 0
        input.tap(at: CGPoint(x: 150, y: 116))
        XCTAssertFalse(log.names.contains("ValueChanged"))
        XCTAssertEqual(control.selectedSegmentIndex, 0)
    }

    func testInsertingASegmentPastTheEndPinsTheIndex() async {
        // UIKit: insertSegment(withTitle:at:animated:) pins indexes above numberOfSegments to the end.
        let control = UISegmentedControl(items: ["A", "B"])
        control.insertSegment(withTitle: "C", at: 10, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 2), "C")
    }

    func testANonContinuousStepperReportsOnceAtTheEnd() async {
        // UIKit: with isContinuous false the stepper sends .valueChanged when interaction ends.
        let (_, stepper, log, input) = place(UIStepper(), at: CGRect(x: 100, y: 100, width: 94, height: 32))
        stepper.isContinuous = false
        input.touchDown(1, at: CGPoint(x: 100 + 94 * 0.75, y: 116))
        input.advance(by: 2)
        XCTAssertFalse(log.names.contains("ValueChanged"))
        input.touchUp(1)
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }.count, 1)
        XCTAssertGreaterThan(stepper.value, 1)
    }

    func testAButtonWinsATapOverItsSuperviewsTapRecognizer() async {
        // UIKit (iOS 6+): a control's default action prevents an overlapping single-tap recognizer on an
        // ancestor, so tapping a button triggers the button, not the recognizer.
        let (window, input) = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        container.addSubview(button)
        let log = ControlEventLog(button)
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        container.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 70))
        XCTAssertTrue(log.names.contains("TouchUpInside"))
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 300, y: 300))
        XCTAssertEqual(recorder.states, [.recognized], "outside the button the recognizer works")
    }

    func testAPanOnTheSuperviewCancelsTheButtonsTouch() async {
        let (window, input) = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        container.addSubview(button)
        let log = ControlEventLog(button)
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        container.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 100, y: 70), to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(recorder.states.first, .began)
        XCTAssertTrue(log.names.contains("TouchCancel"))
        XCTAssertFalse(log.names.contains("TouchUpInside"))
        XCTAssertFalse(log.names.contains("TouchUpOutside"))
    }

    func testALongPressWithZeroDurationBeginsOnTouchDown() async {
        let press = UILongPressGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        press.minimumPressDuration = 0
        let (window, input) = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(press)
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.states, [.began])
        input.touchUp(1)
        XCTAssertEqual(recorder.states, [.began, .ended])
    }

    func testATwoFingerTapIgnoresOneFinger() async {
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        tap.numberOfTouchesRequired = 2
        let (window, input) = makeWindow()
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        view.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 100), fingers: 2)
        XCTAssertEqual(recorder.states, [.recognized])
    }

    func testShouldReceiveTouchFalseKeepsTheRecognizerOut() async {
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        let delegate = GestureDelegateStub()
        delegate.receiveTouch = { _, _ in false }
        tap.delegate = delegate
        let (window, input) = makeWindow()
        let view = TouchPhaseLogView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(view.log, ["began", "ended"], "the view gets the touch uncancelled")
    }

    func testARecognizerOnANonInteractiveViewGetsNothing() async {
        let tap = UITapGestureRecognizer(target: recorder, action: Selector("handle:", GestureActionRecorder.handle))
        let (window, input) = makeWindow()
        let view = UIView(frame: window.bounds)
        view.isUserInteractionEnabled = false
        window.addSubview(view)
        view.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(recorder.count, 0)
    }
}
