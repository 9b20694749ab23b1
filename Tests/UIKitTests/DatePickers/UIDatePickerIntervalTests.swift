@testable import UIKit
import XCTest
import UIKitTesting

/// minuteInterval and roundsToMinuteInterval. UIKit: "The interval value must be evenly
/// divided into 60; if it isn't, the default value is used. The default and minimum values
/// are 1; the maximum value is 30." roundsToMinuteInterval (default true): "date always
/// rounds to the minuteInterval".
@MainActor
final class UIDatePickerIntervalTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testValidIntervalsAreTheDivisorsOfSixtyUpToThirty() async {
        XCTAssertEqual(DatePickerMinuteInterval.validValues, [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30])
        for interval in -1...61 {
            XCTAssertEqual(DatePickerMinuteInterval.isValid(interval), interval > 0 && interval <= 30 && 60 % interval == 0, "\(interval)")
        }
    }

    func testMinuteIntervalFallsBackToOne() async {
        let picker = makeDatePicker(mode: .time)
        for invalid in [7, 0, -5, 45, 60] {
            let log = LogCapture.capture { picker.minuteInterval = invalid }
            XCTAssertEqual(picker.resolvedConfiguration.minuteInterval, 1, "\(invalid): the picker works in 1-minute steps")
            XCTAssertEqual(picker.titles(of: .minute).count, 60)
            XCTAssertEqual(picker.minuteInterval, invalid, "the property reads back what was set")
            XCTAssertTrue(log.contains("minuteInterval \(invalid)"), "\(invalid) is reported")
        }
    }

    func testMinuteWheelStepsByTheInterval() async {
        let picker = makeDatePicker(mode: .time)
        picker.minuteInterval = 15
        XCTAssertEqual(picker.titles(of: .minute), ["00", "15", "30", "45"])
        picker.minuteInterval = 5
        XCTAssertEqual(picker.titles(of: .minute).count, 12)
        XCTAssertEqual(picker.titles(of: .minute)[11], "55")
    }

    func testDateRoundsDownToTheIntervalKeepingSeconds() async {
        let picker = makeDatePicker(mode: .dateAndTime, date: DatePickerFixtures.date(2025, 11, 22, 16, 53, 27))
        picker.minuteInterval = 5
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 16, 50, 27))
        picker.date = DatePickerFixtures.date(2025, 11, 22, 9, 59, 59)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 9, 55, 59))
        XCTAssertEqual(picker.selectedTitles[2], "55")
    }

    func testWithoutRoundingTheDateKeepsItsMinute() async {
        let picker = makeDatePicker(mode: .time)
        picker.roundsToMinuteInterval = false
        picker.minuteInterval = 10
        picker.date = DatePickerFixtures.date(2025, 11, 22, 16, 53)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 16, 53))
        XCTAssertEqual(picker.selectedTitles[1], "50", "the wheel shows the step the minute is in")
        picker.roundsToMinuteInterval = true
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 16, 50))
    }

    func testRoundingThenLimits() async {
        // The grid applies first, then the limits (measured on iOS).
        let picker = makeDatePicker(mode: .time)
        picker.minuteInterval = 15
        picker.minimumDate = DatePickerFixtures.date(2025, 11, 22, 10, 7)
        picker.date = DatePickerFixtures.date(2025, 11, 22, 10, 10)
        XCTAssertEqual(picker.date, DatePickerFixtures.date(2025, 11, 22, 10, 7), "10:10 rounds to 10:00, below the minimum")
    }

    func testUserSelectedMinuteIsOnTheGrid() async {
        let picker = makeDatePicker(mode: .time, date: DatePickerFixtures.date(2025, 11, 22, 16, 0))
        picker.minuteInterval = 20
        picker.userSelect(.minute, row: 2)
        XCTAssertEqual(DatePickerFixtures.components(of: picker.date).minute, 40)
    }
}
