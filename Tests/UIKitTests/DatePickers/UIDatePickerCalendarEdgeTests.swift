@testable import UIKit
import XCTest
import UIKitTesting

/// Calendar arithmetic at the edges: daylight-saving gaps and repeated hours, leap days,
/// month ends, time-zone changes while shown, and what `date` means (a point in time,
/// independent of calendar and time zone — seed 003).
@MainActor
final class UIDatePickerCalendarEdgeTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private let newYork = "America/New_York"

    func testATimeInTheSpringForwardGapResolvesPastTheGap() async {
        // 9 March 2025, America/New_York: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist.
        let picker = makeDatePicker(mode: .time, timeZone: newYork, date: DatePickerFixtures.date(2025, 3, 9, 1, 30, timeZone: newYork))
        let counter = ValueChangedCounter(picker)
        picker.userSelect(.hour, row: 1) // "2" (AM)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 3, 9, 3, 30, timeZone: newYork), "02:30 → 03:30 EDT, as Calendar.date(from:)")
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 3, 9, 7, 30), "07:30 UTC")
        XCTAssertEqual(picker.selectedTitles, ["3", "30", "AM"], "the wheels show the time that exists")
        XCTAssertEqual(counter.count, 1)
    }

    func testMovingADayIntoTheGapIsDeterministic() async {
        let picker = makeDatePicker(mode: .dateAndTime, timeZone: newYork, date: DatePickerFixtures.date(2025, 3, 8, 2, 30, timeZone: newYork))
        let day = picker.makeWheelModel().selectedRow(inColumn: 0)
        picker.userSelect(.weekdayMonthDay, row: day + 1)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 3, 9, 7, 30))
    }

    func testTheRepeatedHourKeepsTheCurrentOffset() async {
        // 2 November 2025, America/New_York: 01:00–01:59 happens in EDT, then again in EST.
        let firstOneThirty = DatePickerFixtures.date(2025, 11, 2, 5, 30) // 01:30 EDT
        let secondOneThirty = DatePickerFixtures.date(2025, 11, 2, 6, 30) // 01:30 EST
        let picker = makeDatePicker(mode: .time, timeZone: newYork, date: secondOneThirty)
        XCTAssertEqual(picker.selectedTitles, ["1", "30", "AM"])
        picker.userSelect(.minute, row: 45)
        XCTAssertEqual(picker.date, secondOneThirty.addingTimeInterval(15 * 60), "still in EST: turning minutes does not jump an hour back")

        let fromMidnight = makeDatePicker(mode: .time, timeZone: newYork, date: DatePickerFixtures.date(2025, 11, 2, 0, 30, timeZone: newYork))
        fromMidnight.userSelect(.hour, row: 0) // "1"
        XCTAssertEqual(fromMidnight.date, firstOneThirty, "coming from EDT: the first occurrence")
    }

    func testFebruary29MovesToFebruary28InACommonYear() async {
        let picker = makeDatePicker(mode: .date, date: DatePickerFixtures.date(2024, 2, 29, 10))
        XCTAssertEqual(picker.titles(of: .day).count, 29, "29 days in February 2024")
        let counter = ValueChangedCounter(picker)
        let year = picker.makeWheelModel().selectedRow(inColumn: picker.column(.year)!)
        picker.userSelect(.year, row: year + 1)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 2, 28, 10))
        XCTAssertEqual(picker.selectedTitles, ["February", "28", "2025"])
        XCTAssertEqual(picker.titles(of: .day).count, 28, "the day wheel has no 29th in 2025")
        XCTAssertEqual(picker.wheelsPickerView?.numberOfRows(inComponent: 1), 28)
        XCTAssertEqual(counter.count, 1)
    }

    func testA31stThatDoesNotExistMovesToTheLastDay() async {
        let picker = makeDatePicker(mode: .date, date: DatePickerFixtures.date(2025, 1, 31, 8))
        picker.userSelect(.month, row: 3) // April
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 4, 30, 8))
        picker.userSelect(.month, row: 1) // February
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 2, 28, 8))
    }

    func testMonthAndDayWheelsLoopWithinTheirUnit() async {
        let picker = makeDatePicker(mode: .date, date: DatePickerFixtures.date(2025, 12, 31, 8))
        let model = picker.makeWheelModel()
        XCTAssertTrue(model.columns[picker.column(.month)!].isLooping)
        XCTAssertTrue(model.columns[picker.column(.day)!].isLooping)
        XCTAssertFalse(model.columns[picker.column(.year)!].isLooping)
        picker.userSelect(.month, row: 0) // spinning December → January stays in 2025
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 1, 31, 8))
    }

    func testTheDateIsAPointInTimeIndependentOfTimeZone() async {
        let picker = makeDatePicker(mode: .dateAndTime)
        let instant = picker.date
        XCTAssertEqual(picker.selectedTitles, ["Today", "4", "01", "PM"])
        picker.timeZone = TimeZone(identifier: "Asia/Seoul")
        XCTAssertEqual(picker.date, instant, "changing the zone while shown keeps the instant")
        XCTAssertEqual(picker.selectedTitles, ["Today", "1", "01", "AM"], "shown in the new zone (where the device's today is the 23rd)")
        XCTAssertEqual(picker.makeWheelModel().accessibilityValue(forRow: picker.makeWheelModel().selectedRow(inColumn: 0), inColumn: 0),
                       "Today, Sunday, November 23")
        picker.calendar = DatePickerFixtures.calendar(.japanese, timeZone: "UTC")
        XCTAssertEqual(picker.date, instant)
    }

    func testATimeZoneChangeWhileSpinningResyncsTheWheels() async {
        let picker = makeDatePicker(mode: .time)
        let wheels = picker.wheelsPickerView!
        wheels.beginSpinning(component: 0)
        wheels.spin(component: 0, translation: -40)
        picker.timeZone = TimeZone(identifier: "Asia/Kolkata") // +05:30
        XCTAssertEqual(picker.selectedTitles, ["9", "31", "PM"])
        XCTAssertEqual(wheels.selectedRow(inComponent: 0), 8, "the hour wheel shows 9")
        XCTAssertEqual(wheels.selectedRow(inComponent: 1), 31)
    }

    func testHalfHourZonesRoundOnTheirOwnWallClock() async {
        // 16:01 UTC is 21:31 in India; a 15-minute grid there is 21:30.
        let picker = makeDatePicker(mode: .time, timeZone: "Asia/Kolkata")
        picker.minuteInterval = 15
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 16, 0, 30))
        XCTAssertEqual(picker.selectedTitles, ["9", "30", "PM"])
    }
}
