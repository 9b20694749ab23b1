import XCTest
import UIKit
import UIKitTesting

/// Third round: segmented controls, page controls, progress and activity indicators,
/// steppers and date pickers, beyond what `ControlBehaviourTests` covers.
@MainActor
final class Behaviour3ControlTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    // MARK: UISegmentedControl

    func testSegmentWidthsAreZeroUntilSet() async {
        // UIKit (widthForSegment(at:) / setWidth(_:forSegmentAt:)): 0 by default, meaning the
        // control sizes the segment itself; a set width reads back.
        let control = UISegmentedControl(items: ["One", "Two"])
        XCTAssertEqual(control.widthForSegment(at: 0), 0)
        XCTAssertEqual(control.widthForSegment(at: 1), 0)
        control.setWidth(80, forSegmentAt: 1)
        XCTAssertEqual(control.widthForSegment(at: 1), 80)
        XCTAssertEqual(control.widthForSegment(at: 0), 0)
    }

    func testSegmentedFlagsDefaultToFalse() async {
        // UIKit (apportionsSegmentWidthsByContent, isMomentary): both false by default.
        let control = UISegmentedControl(items: ["A", "B"])
        XCTAssertFalse(control.apportionsSegmentWidthsByContent)
        XCTAssertFalse(control.isMomentary)
    }

    func testInsertingPastTheEndAppends() async {
        // UIKit (insertSegment(withTitle:at:animated:)): an index above numberOfSegments is
        // pinned, so the segment goes at the end; the count grows either way.
        let control = UISegmentedControl(items: ["A", "B"])
        control.insertSegment(withTitle: "Z", at: 99, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 2), "Z")
        control.insertSegment(withTitle: "First", at: 0, animated: true)
        XCTAssertEqual(control.numberOfSegments, 4)
        XCTAssertEqual(control.titleForSegment(at: 0), "First")
        XCTAssertEqual(control.titleForSegment(at: 1), "A")
    }

    func testRemovingSegmentsChangesTheCountWithoutAnEvent() async {
        // UIKit: removeSegment(at:animated:) changes numberOfSegments; programmatic changes
        // send no .valueChanged.
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let log = ControlEventLog(control)
        control.selectedSegmentIndex = 0
        control.removeSegment(at: 2, animated: true)
        XCTAssertEqual(control.numberOfSegments, 2)
        XCTAssertEqual(control.titleForSegment(at: 1), "B")
        XCTAssertEqual(log.names, [])
    }

    func testRemovingTheSelectedSegmentLeavesNoSelection() async {
        // UIKit (removeSegment(at:animated:)): when the removed segment was selected, nothing
        // is selected afterwards (selectedSegmentIndex is noSegment).
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    // MARK: UIPageControl

    func testPageControlHidesForSinglePageIsOffByDefault() async {
        // UIKit (hidesForSinglePage): false by default.
        XCTAssertFalse(UIPageControl().hidesForSinglePage)
    }

    func testPageControlSizeGrowsWithThePageCount() async {
        // UIKit (size(forNumberOfPages:)): the minimum size to show that many indicators, so
        // more pages need a wider control.
        let pages = UIPageControl()
        let one = pages.size(forNumberOfPages: 1)
        let five = pages.size(forNumberOfPages: 5)
        XCTAssertGreaterThan(one.width, 0)
        XCTAssertGreaterThan(five.width, one.width)
        XCTAssertEqual(five.height, one.height)
    }

    // MARK: UIProgressView

    func testProgressIsPinnedToZeroThroughOne() async {
        // UIKit (UIProgressView.progress / setProgress(_:animated:)): 0 by default; values
        // below 0 and above 1 are pinned to those limits.
        let progress = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(progress.progress, 0)
        progress.progress = 1.5
        XCTAssertEqual(progress.progress, 1)
        progress.setProgress(-0.5, animated: true)
        XCTAssertEqual(progress.progress, 0)
        progress.setProgress(0.25, animated: false)
        XCTAssertEqual(progress.progress, 0.25)
    }

    // MARK: UIActivityIndicatorView

    func testActivityIndicatorHidesWhenStoppedByDefault() async {
        // UIKit (hidesWhenStopped, stopAnimating()): true by default, so the indicator is hidden
        // while not animating and shown while animating.
        let indicator = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(indicator.hidesWhenStopped)
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertTrue(indicator.isHidden, "a new indicator shows only once it animates")
        indicator.startAnimating()
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertFalse(indicator.isHidden)
        indicator.stopAnimating()
        XCTAssertTrue(indicator.isHidden)
        indicator.hidesWhenStopped = false
        indicator.startAnimating()
        indicator.stopAnimating()
        XCTAssertFalse(indicator.isHidden)
    }

    func testActivityIndicatorSizesPerStyle() async {
        // UIKit (init(style:), "sized according to the style"; the header's styles: white and
        // gray 20 × 20, whiteLarge 37 × 37, now .medium and .large).
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).frame.size, CGSize(width: 37, height: 37))
    }

    // MARK: UIStepper

    func testSettingTheStepperValueSendsNoEvent() async {
        // UIKit: programmatic value changes of a control send no .valueChanged.
        let stepper = UIStepper()
        let log = ControlEventLog(stepper)
        stepper.value = 5
        stepper.maximumValue = 3
        XCTAssertEqual(stepper.value, 3)
        XCTAssertEqual(log.names, [])
    }

    func testStepperMinimumAboveTheValueRaisesIt() async {
        // UIKit (UIStepper.value): the value is clamped into minimumValue…maximumValue, so a
        // new minimum above it moves it up.
        let stepper = UIStepper()
        stepper.value = 2
        stepper.minimumValue = 10
        XCTAssertEqual(stepper.value, 10)
    }

    // MARK: UIDatePicker

    func testDatePickerDefaults() async {
        // UIKit (UIDatePicker): minuteInterval 1, countDownDuration 0, no minimum or maximum
        // date, mode .dateAndTime.
        let picker = UIDatePicker()
        XCTAssertEqual(picker.minuteInterval, 1)
        XCTAssertEqual(picker.countDownDuration, 0)
        XCTAssertNil(picker.minimumDate)
        XCTAssertNil(picker.maximumDate)
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
    }

    func testMinuteIntervalKeepsADivisorOfSixty() async {
        // UIKit (minuteInterval): a value dividing 60 (up to 30) is used as set.
        let picker = UIDatePicker()
        picker.minuteInterval = 15
        XCTAssertEqual(picker.minuteInterval, 15)
        picker.minuteInterval = 30
        XCTAssertEqual(picker.minuteInterval, 30)
    }

    func testCountDownDurationStopsAtTwentyThreeFiftyNine() async {
        // UIKit (countDownDuration): the maximum is 23:59, 86,340 seconds.
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 3_600
        XCTAssertEqual(picker.countDownDuration, 3_600)
        picker.countDownDuration = 200_000
        XCTAssertEqual(picker.countDownDuration, 86_340)
    }

    func testDateIsKeptWithinTheLimits() async {
        // UIKit (UIDatePicker.date with minimumDate/maximumDate): the picker cannot show a date
        // outside its limits, so a date set outside them reads back as the nearest limit.
        let picker = UIDatePicker()
        let minimum = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let maximum = minimum.addingTimeInterval(86_400 * 10)
        picker.minimumDate = minimum
        picker.maximumDate = maximum
        picker.date = maximum.addingTimeInterval(86_400 * 30)
        XCTAssertEqual(picker.date, maximum)
        picker.date = minimum.addingTimeInterval(-86_400 * 30)
        XCTAssertEqual(picker.date, minimum)
        let inside = minimum.addingTimeInterval(86_400 * 2)
        picker.date = inside
        XCTAssertEqual(picker.date, inside)
    }
}
