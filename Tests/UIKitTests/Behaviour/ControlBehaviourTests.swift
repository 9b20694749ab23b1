import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class TrackingLogControl: UIControl {
    var log: [String] = []
    var beginResult = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return beginResult
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        log.append("cancel")
        super.cancelTracking(with: event)
    }
}

/// Control state, programmatic changes and tracking as iOS does them.
@MainActor
final class ControlBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func place<Control: UIControl>(_ control: Control, at frame: CGRect) -> (Control, ControlEventLog, InputSimulator) {
        let (window, input) = makeWindow(CGSize(width: 600, height: 600))
        control.frame = frame
        window.addSubview(control)
        return (control, ControlEventLog(control), input)
    }

    func testStateRawValuesAndCombinations() async {
        XCTAssertEqual(UIControl.State.normal.rawValue, 0)
        XCTAssertEqual(UIControl.State.highlighted.rawValue, 1)
        XCTAssertEqual(UIControl.State.disabled.rawValue, 2)
        XCTAssertEqual(UIControl.State.selected.rawValue, 4)
        XCTAssertEqual(UIControl.State.focused.rawValue, 8)
        let control = UIControl()
        XCTAssertEqual(control.state, .normal)
        control.isSelected = true
        control.isHighlighted = true
        XCTAssertEqual(control.state, [.highlighted, .selected])
        control.isEnabled = false
        XCTAssertEqual(control.state, [.highlighted, .selected, .disabled])
    }

    func testButtonTitlesFallBackToNormal() async {
        // UIKit: a state without its own title uses the .normal one.
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.title(for: .highlighted), "Go")
        XCTAssertEqual(button.title(for: .disabled), "Go")
        XCTAssertEqual(button.title(for: .selected), "Go")
        button.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.currentTitle, "Go")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Pressed")
        button.isHighlighted = false
        button.setTitle(nil, for: .normal)
        XCTAssertNil(button.title(for: .normal))
        XCTAssertNil(button.title(for: .selected))
    }

    func testAHighlightedTitleDoesNotBecomeTheNormalOne() async {
        let button = UIButton(type: .custom)
        button.setTitle("Only highlighted", for: .highlighted)
        XCTAssertNil(button.title(for: .normal))
        XCTAssertNil(button.currentTitle)
    }

    func testButtonTitleColorFallsBackToNormal() async {
        let button = UIButton(type: .custom)
        button.setTitleColor(.red, for: .normal)
        XCTAssertEqual(button.titleColor(for: .disabled), .red)
        XCTAssertEqual(button.currentTitleColor, .red)
    }

    func testButtonTypes() async {
        // UIKit: UIButton() and UIButton(frame:) are custom buttons.
        XCTAssertEqual(UIButton().buttonType, .custom)
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(UIButton(type: .system).buttonType, .system)
    }

    func testTheButtonIsHighlightedOnlyWhileTouched() async {
        let (button, log, input) = place(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 100, height: 44))
        input.touchDown(1, at: CGPoint(x: 150, y: 120))
        XCTAssertTrue(button.isHighlighted)
        XCTAssertTrue(button.isTracking)
        XCTAssertTrue(button.isTouchInside)
        input.touchUp(1)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
        XCTAssertEqual(log.names, ["TouchDown", "TouchUpInside", "PrimaryActionTriggered"])
    }

    func testADisabledControlSendsNothing() async {
        let (control, log, input) = place(UIButton(type: .system), at: CGRect(x: 100, y: 100, width: 100, height: 44))
        control.isEnabled = false
        input.tap(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(log.names, [])
    }

    func testTrackingCallbacksRunInOrder() async {
        let (control, _, input) = place(TrackingLogControl(), at: CGRect(x: 100, y: 100, width: 100, height: 100))
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        input.touchMove(1, to: CGPoint(x: 160, y: 150))
        input.touchUp(1)
        XCTAssertEqual(control.log, ["begin", "continue", "end"])
    }

    func testDecliningToBeginTrackingSkipsContinueTracking() async {
        // UIKit: when beginTracking returns false the control stops tracking that touch.
        let (control, _, input) = place(TrackingLogControl(), at: CGRect(x: 100, y: 100, width: 100, height: 100))
        control.beginResult = false
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        XCTAssertFalse(control.isTracking)
        input.touchMove(1, to: CGPoint(x: 160, y: 150))
        input.touchUp(1)
        XCTAssertFalse(control.log.contains("continue"))
    }

    func testACancelledTouchCallsCancelTracking() async {
        let (control, log, input) = place(TrackingLogControl(), at: CGRect(x: 100, y: 100, width: 100, height: 100))
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        input.touchCancel(1)
        XCTAssertEqual(control.log, ["begin", "cancel"])
        XCTAssertEqual(log.names, ["TouchDown", "TouchCancel"])
        XCTAssertFalse(control.isTracking)
    }

    func testSendActionsRunsTheActionsForTheEvent() async {
        let control = UIControl()
        let log = ControlEventLog(control)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .touchDown])
        XCTAssertEqual(log.names, ["ValueChanged", "TouchDown", "TouchUpInside"])
    }

    func testSwitchProgrammaticChangesSendNoEvent() async {
        // UIKit: setOn(_:animated:) and isOn change the value without sending .valueChanged.
        let (toggle, log, input) = place(UISwitch(), at: CGRect(x: 100, y: 100, width: 51, height: 31))
        XCTAssertFalse(toggle.isOn)
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }, [])
        input.tap(at: CGPoint(x: 125, y: 115))
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }, ["ValueChanged"])
    }

    func testSliderDefaultsAndClamping() async {
        let slider = UISlider()
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1)
        XCTAssertTrue(slider.isContinuous)
        slider.value = 5
        XCTAssertEqual(slider.value, 1, "value is clamped to the range")
        slider.value = -5
        XCTAssertEqual(slider.value, 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 4
        XCTAssertEqual(slider.value, 4, "narrowing the range clamps the value")
        slider.minimumValue = 6
        XCTAssertEqual(slider.value, 6)
    }

    func testSliderContinuousSendsDuringTheDragAndNonContinuousOnlyAtTheEnd() async {
        let (slider, log, input) = place(UISlider(), at: CGRect(x: 100, y: 100, width: 300, height: 40))
        let thumb = CGPoint(x: slider.frame.minX + 15, y: 120)
        input.touchDown(1, at: thumb)
        input.touchMove(1, to: CGPoint(x: thumb.x + 50, y: 120))
        input.touchMove(1, to: CGPoint(x: thumb.x + 100, y: 120))
        XCTAssertGreaterThanOrEqual(log.names.filter { $0 == "ValueChanged" }.count, 2)
        input.touchUp(1)
        XCTAssertGreaterThan(slider.value, 0)
        log.clear()
        slider.value = 0
        slider.isContinuous = false
        input.touchDown(2, at: thumb)
        input.touchMove(2, to: CGPoint(x: thumb.x + 50, y: 120))
        input.touchMove(2, to: CGPoint(x: thumb.x + 100, y: 120))
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }, [], "nothing while dragging")
        input.touchUp(2)
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }, ["ValueChanged"])
    }

    func testStepperDefaultsAndClamping() async {
        let stepper = UIStepper()
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(stepper.minimumValue, 0)
        XCTAssertEqual(stepper.maximumValue, 100)
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertTrue(stepper.isContinuous)
        XCTAssertTrue(stepper.autorepeat)
        XCTAssertFalse(stepper.wraps)
        stepper.value = 150
        XCTAssertEqual(stepper.value, 100)
        stepper.maximumValue = 50
        XCTAssertEqual(stepper.value, 50, "narrowing the range clamps the value")
    }

    func testStepperTapStepsAndWraps() async {
        let (stepper, log, input) = place(UIStepper(), at: CGRect(x: 100, y: 100, width: 94, height: 32))
        input.tap(at: CGPoint(x: 100 + 94 * 0.75, y: 116))
        XCTAssertEqual(stepper.value, 1)
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }.count, 1)
        stepper.value = 100
        input.tap(at: CGPoint(x: 100 + 94 * 0.75, y: 116))
        XCTAssertEqual(stepper.value, 100, "without wrapping the value stops at the maximum")
        stepper.wraps = true
        input.tap(at: CGPoint(x: 100 + 94 * 0.75, y: 116))
        XCTAssertEqual(stepper.value, 0, "wrapping goes round to the minimum")
        input.tap(at: CGPoint(x: 100 + 94 * 0.25, y: 116))
        XCTAssertEqual(stepper.value, 100)
    }

    func testStepperAutorepeatsWhileHeld() async {
        let (stepper, _, input) = place(UIStepper(), at: CGRect(x: 100, y: 100, width: 94, height: 32))
        input.touchDown(1, at: CGPoint(x: 100 + 94 * 0.75, y: 116))
        XCTAssertEqual(stepper.value, 1, "the first step happens on touch down")
        input.advance(by: 2)
        input.touchUp(1)
        XCTAssertGreaterThan(stepper.value, 2)
    }

    func testSegmentedControlSelectionWithoutEvents() async {
        // UIKit: nothing is selected at first; setting selectedSegmentIndex sends no event.
        let (control, log, input) = place(UISegmentedControl(items: ["A", "B", "C"]), at: CGRect(x: 100, y: 100, width: 300, height: 32))
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
        control.selectedSegmentIndex = 1
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }, [])
        input.tap(at: CGPoint(x: 350, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(log.names.filter { $0 == "ValueChanged" }, ["ValueChanged"])
        control.removeAllSegments()
        XCTAssertEqual(control.numberOfSegments, 0)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func testPageControlClampsTheCurrentPage() async {
        let pages = UIPageControl()
        XCTAssertEqual(pages.numberOfPages, 0)
        XCTAssertEqual(pages.currentPage, 0)
        pages.numberOfPages = 3
        pages.currentPage = 10
        XCTAssertEqual(pages.currentPage, 2)
        pages.currentPage = -4
        XCTAssertEqual(pages.currentPage, 0)
        pages.currentPage = 2
        pages.numberOfPages = 2
        XCTAssertEqual(pages.currentPage, 1, "fewer pages clamp the current one")
    }

    func testASelectedButtonThatIsHighlightedFallsBackToNormalNotSelected() async {
        // UIKit: the combined state [.selected, .highlighted] has no title of its own unless set, and
        // falls back to .normal (not .selected) — the reason apps set a title for the combination.
        let button = UIButton(type: .custom)
        button.setTitle("N", for: .normal)
        button.setTitle("S", for: .selected)
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "S")
        button.isHighlighted = true
        XCTAssertEqual(button.title(for: [.selected, .highlighted]), "N")
        XCTAssertEqual(button.currentTitle, "N")
        button.setTitle("SH", for: [.selected, .highlighted])
        XCTAssertEqual(button.currentTitle, "SH")
    }

    func testControlContentAlignmentDefaultsAndProgrammaticSliderChanges() async {
        let control = UIControl()
        XCTAssertEqual(control.contentHorizontalAlignment, .center)
        XCTAssertEqual(control.contentVerticalAlignment, .center)
        let slider = UISlider()
        let log = ControlEventLog(slider)
        slider.setValue(0.5, animated: true)
        slider.value = 0.7
        XCTAssertEqual(slider.value, 0.7)
        XCTAssertEqual(log.names, [], "programmatic changes send no .valueChanged")
    }
}
