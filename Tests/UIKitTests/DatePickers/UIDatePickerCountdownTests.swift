@testable import UIKit
import XCTest
import UIKitTesting

/// countDownDuration. UIKit: measured in seconds "although the date picker displays only
/// hours and minutes"; default 0, maximum 23:59 (86,340 s). Seed 003: minuteInterval 5 and
/// countDownDuration 4500 show 1 hour 15 minutes.
@MainActor
final class UIDatePickerCountdownTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func countdown(_ locale: String = "en_US") -> UIDatePicker {
        makeDatePicker(mode: .countDownTimer, locale: locale)
    }

    func testSeedExampleShowsOneHourFifteenMinutes() async {
        let picker = countdown()
        picker.minuteInterval = 5
        picker.countDownDuration = 4500
        XCTAssertEqual(picker.countDownDuration, 4500)
        XCTAssertEqual(picker.selectedTitles, ["1", "15"])
        let model = picker.makeWheelModel()
        XCTAssertEqual(model.selectedRow(inColumn: 1), 3, "15 is the fourth row of 0, 5, 10, 15 ...")
        XCTAssertEqual(model.numberOfRows(inColumn: 1), 12)
        XCTAssertEqual(picker.accessibilityColumnElements.map(\.accessibilityValue), ["1 hour", "15 minutes"])
    }

    func testDefaultIsZeroAndTheModeStartsAtOneMinute() async {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.countDownDuration, 0)
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.countDownDuration, 60, "the wheels never rest on 0:00")
    }

    func testSecondsAreDroppedAndTheMaximumIsTwentyThreeFiftyNine() async {
        let picker = countdown()
        picker.countDownDuration = 4530
        XCTAssertEqual(picker.countDownDuration, 4500)
        picker.countDownDuration = 86_399
        XCTAssertEqual(picker.countDownDuration, 86_340)
        let log = LogCapture.capture { picker.countDownDuration = 200_000 }
        XCTAssertEqual(picker.countDownDuration, 86_340)
        XCTAssertEqual(picker.selectedTitles, ["23", "59"])
        XCTAssertTrue(log.contains("more than 23 h 59 min"))
        picker.countDownDuration = 30
        XCTAssertEqual(picker.countDownDuration, 60)
    }

    func testNaNAndNegativeDurationsAreReportedAndBecomeOneMinute() async {
        let picker = countdown()
        picker.countDownDuration = 600
        var log = LogCapture.capture { picker.countDownDuration = .nan }
        XCTAssertEqual(picker.countDownDuration, 60)
        XCTAssertTrue(log.contains("not a number"))
        picker.countDownDuration = 600
        log = LogCapture.capture { picker.countDownDuration = -3600 }
        XCTAssertEqual(picker.countDownDuration, 60)
        XCTAssertTrue(log.contains("negative"))
        log = LogCapture.capture { picker.countDownDuration = .infinity }
        XCTAssertEqual(picker.countDownDuration, 60)
        XCTAssertTrue(log.contains("not a number"))
    }

    func testDurationSetOutsideCountdownModeIsIgnored() async {
        let picker = makeDatePicker(mode: .time)
        let log = LogCapture.capture { picker.countDownDuration = 4500 }
        XCTAssertEqual(picker.countDownDuration, 0)
        XCTAssertTrue(log.contains("set the mode first"))
    }

    func testUserSpinsUpdateTheDurationAndZeroSpringsBack() async {
        let picker = countdown()
        picker.minuteInterval = 5
        picker.countDownDuration = 4500
        let counter = ValueChangedCounter(picker)
        picker.userSelect(.countDownHours, row: 2)
        XCTAssertEqual(picker.countDownDuration, 2 * 3600 + 15 * 60)
        picker.userSelect(.countDownHours, row: 0)
        picker.userSelect(.countDownMinutes, row: 0)
        XCTAssertEqual(picker.countDownDuration, 300, "0:00 springs back to one interval")
        XCTAssertEqual(picker.selectedTitles, ["0", "5"])
        XCTAssertEqual(counter.count, 3)
    }

    func testCountdownWheelsLoop() async {
        let picker = countdown()
        let model = picker.makeWheelModel()
        XCTAssertTrue(model.columns.allSatisfy(\.isLooping))
        XCTAssertEqual(model.numberOfRows(inColumn: 0), 24)
    }
}
