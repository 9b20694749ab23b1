@testable import UIKit
import UIKitTesting
import XCTest

/// minimumDate / maximumDate (UIKit: "If the minimum date value is greater than the maximum
/// date value, both properties are ignored. The minimum and maximum dates are also ignored
/// in the countdown-timer mode.")
@MainActor
final class UIDatePickerLimitsTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private let min = DatePickerFixtures.date(2025, 11, 20, 9, 30)
    private let max = DatePickerFixtures.date(2025, 11, 25, 18, 0)

    func testDateSetInCodeIsClampedIntoTheLimits() async {
        let picker = makeDatePicker(mode: .dateAndTime)
        picker.minimumDate = min
        picker.maximumDate = max
        picker.date = DatePickerFixtures.date(2025, 1, 1)
        XCTAssertEqual(picker.date, min)
        picker.date = DatePickerFixtures.date(2030, 1, 1)
        XCTAssertEqual(picker.date, max)
        picker.date = DatePickerFixtures.date(2025, 11, 22, 12)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 12))
    }

    func testSettingALimitClampsTheCurrentDateWithoutValueChanged() async {
        let picker = makeDatePicker(mode: .date)
        let counter = ValueChangedCounter(picker)
        picker.minimumDate = DatePickerFixtures.date(2026, 1, 1)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2026, 1, 1))
        XCTAssertEqual(counter.count, 0, "code's changes send no action")
    }

    func testMaximumEarlierThanMinimumIgnoresBoth() async {
        let picker = makeDatePicker(mode: .dateAndTime)
        picker.minimumDate = max
        picker.maximumDate = min
        picker.date = DatePickerFixtures.date(1990, 5, 5)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(1990, 5, 5), "every date is allowed")
        picker.date = DatePickerFixtures.date(2090, 5, 5)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2090, 5, 5))
        XCTAssertEqual(picker.minimumDate, max, "the properties keep their values")
        XCTAssertFalse(picker.resolvedConfiguration.hasLimits)
        let model = picker.makeWheelModel()
        XCTAssertTrue((0..<12).allSatisfy { model.isRowEnabled($0, inColumn: 1) }, "no row is dimmed")
    }

    func testLimitsAreIgnoredInCountdownMode() async {
        let picker = makeDatePicker(mode: .countDownTimer)
        picker.minimumDate = min
        picker.maximumDate = max
        XCTAssertFalse(picker.resolvedConfiguration.hasLimits)
        picker.countDownDuration = 60
        XCTAssertEqual(picker.countDownDuration, 60)
        picker.datePickerMode = .dateAndTime
        XCTAssertTrue(picker.resolvedConfiguration.hasLimits, "back in a date mode the limits apply again")
    }

    func testRowsOutsideTheLimitsAreDisabled() async {
        let picker = makeDatePicker(mode: .time, date: DatePickerFixtures.date(2025, 11, 20, 10, 0))
        picker.minimumDate = min // 09:30 on the same day
        let model = picker.makeWheelModel()
        let hour = model.layout.index(of: .hour)!
        let minute = model.layout.index(of: .minute)!
        // Hours are rows 1...12 (row 7 is "8"); PM is not selected, the day period is AM.
        XCTAssertFalse(model.isRowEnabled(7, inColumn: hour), "8 AM is before 9:30")
        XCTAssertTrue(model.isRowEnabled(8, inColumn: hour), "the 9 o'clock hour reaches 9:30")
        XCTAssertTrue(model.isRowEnabled(9, inColumn: hour))
        XCTAssertTrue(model.isRowEnabled(0, inColumn: minute), "10:00 is allowed")
        picker.date = min
        let atMinimum = picker.makeWheelModel()
        XCTAssertFalse(atMinimum.isRowEnabled(29, inColumn: minute), "9:29 is before the minimum")
        XCTAssertTrue(atMinimum.isRowEnabled(30, inColumn: minute))
    }

    func testYearAndMonthRowsOutsideTheLimitsAreDisabled() async {
        let picker = makeDatePicker(mode: .date)
        picker.minimumDate = DatePickerFixtures.date(2025, 3, 15)
        picker.maximumDate = DatePickerFixtures.date(2026, 2, 1)
        let model = picker.makeWheelModel()
        let month = model.layout.index(of: .month)!
        let year = model.layout.index(of: .year)!
        XCTAssertFalse(model.isRowEnabled(1, inColumn: month), "February 2025")
        XCTAssertTrue(model.isRowEnabled(2, inColumn: month), "March 2025 reaches the 15th")
        let thisYear = model.selectedRow(inColumn: year)
        XCTAssertTrue(model.isRowEnabled(thisYear + 1, inColumn: year))
        XCTAssertFalse(model.isRowEnabled(thisYear + 2, inColumn: year))
        XCTAssertFalse(model.isRowEnabled(thisYear - 1, inColumn: year))
    }

    func testADragPastTheLimitSettlesThenSpringsBack() async {
        ManualClock.install()
        let picker = makeDatePicker(mode: .date, date: DatePickerFixtures.date(2025, 11, 22, 12))
        picker.maximumDate = max // the 25th
        let counter = ValueChangedCounter(picker)
        let wheels = picker.wheelsPickerView!
        let day = picker.column(.day)!
        XCTAssertFalse(picker.makeWheelModel().isRowEnabled(26, inColumn: day), "the 27th is drawn dimmed")
        wheels.beginSpinning(component: day)
        wheels.spin(component: day, translation: -32 * 5) // to the 27th
        wheels.endSpinning(component: day, velocity: 0)
        ManualClock.advance(by: 0.3) // settled on the 27th: clamped to the 25th, springing back
        XCTAssertEqual(picker.date, max)
        XCTAssertEqual(counter.count, 1)
        XCTAssertTrue(wheels.isSpinning(component: day), "the wheel rolls back")
        ManualClock.advance(by: 5)
        XCTAssertFalse(wheels.isSpinning(component: day))
        XCTAssertEqual(wheels.selectedRow(inComponent: day), 24)
        // The day wheel loops: which lap it rests on depends on where it started (the real
        // date at the picker's creation), so compare within one lap.
        let lap = CGFloat(wheels.wheels[day].rowCount) * 32
        let offset = wheels.wheels[day].offset.truncatingRemainder(dividingBy: lap)
        XCTAssertEqual(offset < 0 ? offset + lap : offset, 24 * 32)
        XCTAssertEqual(counter.count, 1, "the spring back is not another change")
    }

    func testSpinningPastTheLimitSpringsBackToIt() async {
        let picker = makeDatePicker(mode: .date, date: DatePickerFixtures.date(2025, 11, 22, 12))
        picker.maximumDate = max // 25 November 18:00
        let counter = ValueChangedCounter(picker)
        picker.userSelect(.day, row: 27) // the 28th
        XCTAssertEqual(picker.date, max, "the nearest allowed date")
        XCTAssertEqual(picker.selectedTitles, ["November", "25", "2025"])
        XCTAssertEqual(picker.wheelsPickerView?.selectedRow(inComponent: 1), 24, "the day wheel rolls back to the 25th")
        XCTAssertEqual(counter.count, 1, "the value changed (22nd → 25th) once")
        picker.userSelect(.day, row: 28)
        XCTAssertEqual(picker.date, max)
        XCTAssertEqual(counter.count, 1, "landing past the limit again changes nothing")
    }
}
