import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UISwitchTests: XCTestCase {
    func testSwitchHasAFixedSizeAndDefaults() async {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31), "UIKit ignores the frame's size")
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.accessibilityValue, "0")
    }

    func testTapTogglesAndSendsValueChangedButCodeDoesNot() async {
        let (window, input) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        window.addSubview(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        XCTAssertEqual(changes, 0, "setting the state in code sends nothing")
        input.tap(toggle)
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(changes, 1)
        input.advance(by: 1)
        input.tap(toggle)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(changes, 2)
        XCTAssertEqual(toggle.accessibilityValue, "1")
    }

    func testDraggingTheThumbSetsTheStateByWhereItEnds() async {
        let (window, input) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        window.addSubview(toggle)
        input.drag(from: CGPoint(x: 20, y: 25), to: CGPoint(x: 55, y: 25), duration: 0.1)
        XCTAssertTrue(toggle.isOn)
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 35, y: 25), to: CGPoint(x: 58, y: 25), duration: 0.1)
        XCTAssertTrue(toggle.isOn, "a drag that ends on the on side keeps it on")
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 55, y: 25), to: CGPoint(x: 15, y: 25), duration: 0.1)
        XCTAssertFalse(toggle.isOn)
    }
}

@MainActor
final class UISliderTests: XCTestCase {
    func testValueIsPinnedToTheRange() async {
        let slider = UISlider()
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1)
        XCTAssertTrue(slider.isContinuous)
        slider.value = 5
        XCTAssertEqual(slider.value, 1)
        slider.value = -5
        XCTAssertEqual(slider.value, 0)
    }

    func testChangingTheRangeMovesTheValueAndTheOtherBound() async {
        // UIKit: a new minimum above the value raises the value; above the maximum, the
        // maximum follows (and the other way around).
        let slider = UISlider()
        slider.maximumValue = 100
        slider.value = 10
        slider.minimumValue = 20
        XCTAssertEqual(slider.value, 20)
        slider.minimumValue = 150
        XCTAssertEqual(slider.maximumValue, 150)
        XCTAssertEqual(slider.value, 150)
        slider.maximumValue = 50
        XCTAssertEqual(slider.minimumValue, 50)
        XCTAssertEqual(slider.value, 50)
    }

    func testDraggingTheThumbChangesTheValueContinuously() async {
        let (window, input) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 204, height: 31))
        window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        input.drag(from: CGPoint(x: thumb.midX, y: 15), to: CGPoint(x: thumb.midX + 100, y: 15), duration: 0.1)
        XCTAssertGreaterThan(values.count, 3)
        // The thumb (28 pt) travels 176 pt on this 204 pt slider: 100 pt is 100/176 of the range.
        XCTAssertEqual(slider.value, 100.0 / 176.0, accuracy: 0.01)
        XCTAssertEqual(values.last, slider.value)
    }

    func testNonContinuousSliderSendsOnceAtTheEnd() async {
        let (window, input) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 204, height: 31))
        slider.isContinuous = false
        window.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        input.drag(from: CGPoint(x: thumb.midX, y: 15), to: CGPoint(x: 300, y: 15), duration: 0.1)
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(slider.value, 1)
    }

    func testTouchingTheTrackAwayFromTheThumbDoesNothing() async {
        let (window, input) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        window.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        input.drag(from: CGPoint(x: 250, y: 15), to: CGPoint(x: 280, y: 15), duration: 0.1)
        XCTAssertEqual(changes, 0)
        XCTAssertEqual(slider.value, 0)
    }
}

@MainActor
final class UIStepperTests: XCTestCase {
    func testStepperHasTheFixedSizeWhateverFrameItIsMadeWith() async {
        XCTAssertEqual(UIStepper().frame.size, CGSize(width: 94, height: 32))
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 10, height: 300))
        XCTAssertEqual(stepper.frame, CGRect(x: 5, y: 6, width: 94, height: 32))
    }

    func testDefaults() async {
        let stepper = UIStepper()
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(stepper.minimumValue, 0)
        XCTAssertEqual(stepper.maximumValue, 100)
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertFalse(stepper.wraps)
        XCTAssertTrue(stepper.autorepeat)
        XCTAssertTrue(stepper.isContinuous)
    }

    func testRangeInvariantSetsBothBoundsToTheNewValue() async {
        // UIKit: "if the minimum value is 200 and you set a maximum value of 100, then both the
        // minimum and maximum become 200" — the documented example, read with the new value
        // winning as the overview states; here the new maximum 100 is below the minimum 200.
        let stepper = UIStepper()
        stepper.maximumValue = 300
        stepper.minimumValue = 200
        stepper.maximumValue = 100
        XCTAssertEqual(stepper.minimumValue, stepper.maximumValue)
        XCTAssertEqual(stepper.value, stepper.minimumValue)
    }

    func testTapIncrementsAndDecrementsWithinTheRange() async {
        let (window, input) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 2
        window.addSubview(stepper)
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        input.tap(at: CGPoint(x: 70, y: 16))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 70, y: 16))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 70, y: 16))
        XCTAssertEqual(stepper.value, 2, "stops at the maximum")
        XCTAssertEqual(changes, 2)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 16))
        XCTAssertEqual(stepper.value, 1)
    }

    func testWrapsFromTheMaximumToTheMinimum() async {
        let (window, input) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 1
        stepper.wraps = true
        stepper.value = 1
        window.addSubview(stepper)
        input.tap(at: CGPoint(x: 70, y: 16))
        XCTAssertEqual(stepper.value, 0)
    }

    func testHoldingRepeatsAfterADelay() async {
        let (window, input) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        window.addSubview(stepper)
        input.touchDown(1, at: CGPoint(x: 70, y: 16))
        XCTAssertEqual(stepper.value, 1, "the first step happens on touch down")
        input.advance(by: 0.4)
        XCTAssertEqual(stepper.value, 1)
        input.advance(by: 0.5)
        XCTAssertGreaterThan(stepper.value, 2, "autorepeat after half a second")
        input.touchUp(1)
        let held = stepper.value
        input.advance(by: 1)
        XCTAssertEqual(stepper.value, held, "lifting stops the repeat")
    }

    func testNonPositiveStepIsRefusedWithALogLine() async {
        let stepper = UIStepper()
        let log = LogCapture.capture { stepper.stepValue = 0 }
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertTrue(log.contains("must be greater than 0"))
    }
}

@MainActor
final class UISegmentedControlTests: XCTestCase {
    func testItemsAndSelection() async {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
        XCTAssertEqual(control.titleForSegment(at: 1), "Two")
        XCTAssertNil(control.titleForSegment(at: 9))
        control.selectedSegmentIndex = 2
        XCTAssertEqual(control.selectedSegmentIndex, 2)
    }

    func testInsertAndRemoveKeepTheSelection() async {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the selected segment moved right")
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        XCTAssertEqual(control.titleForSegment(at: 3), "End", "the index is clamped")
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.removeAllSegments()
        XCTAssertEqual(control.numberOfSegments, 0)
    }

    func testTappingASegmentSelectsItAndSendsValueChanged() async {
        let (window, input) = makeWindow()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.selectedSegmentIndex = 0
        XCTAssertEqual(changes, 0, "selecting from code sends nothing")
        input.tap(at: CGPoint(x: 250, y: 16))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(changes, 1)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 16))
        XCTAssertEqual(changes, 1, "tapping the selected segment again sends nothing")
    }

    func testDisabledSegmentCannotBeSelected() async {
        let (window, input) = makeWindow()
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        window.addSubview(control)
        input.tap(at: CGPoint(x: 150, y: 16))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func testSegmentActionsRunWhenSelected() async {
        let (window, input) = makeWindow()
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Left") { _ in chosen.append("left") },
            UIAction(title: "Right") { _ in chosen.append("right") },
        ])
        window.addSubview(control)
        input.tap(at: CGPoint(x: 150, y: 16))
        XCTAssertEqual(chosen, ["right"])
        XCTAssertEqual(control.titleForSegment(at: 0), "Left")
    }
}

@MainActor
final class UIPageControlTests: XCTestCase {
    func testCurrentPageIsPinned() async {
        let control = UIPageControl()
        XCTAssertEqual(control.numberOfPages, 0)
        control.numberOfPages = 5
        control.currentPage = 9
        XCTAssertEqual(control.currentPage, 4)
        control.currentPage = -3
        XCTAssertEqual(control.currentPage, 0)
        control.currentPage = 4
        control.numberOfPages = 2
        XCTAssertEqual(control.currentPage, 1)
    }

    func testHidesForSinglePage() async {
        let control = UIPageControl()
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        XCTAssertTrue(control.isHidden)
        control.numberOfPages = 3
        XCTAssertFalse(control.isHidden)
    }

    func testTappingAfterTheCurrentDotGoesToTheNextPage() async {
        let (window, input) = makeWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
        control.numberOfPages = 3
        window.addSubview(control)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        input.tap(at: CGPoint(x: 280, y: 13))
        XCTAssertEqual(control.currentPage, 1)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 13))
        XCTAssertEqual(control.currentPage, 0)
        XCTAssertEqual(changes, 2)
    }
}
