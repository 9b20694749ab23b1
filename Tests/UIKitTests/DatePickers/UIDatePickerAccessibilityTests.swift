@testable import UIKit
import XCTest
import UIKitTesting

/// Seed 003: each time component is its own accessibility element with the Adjustable
/// trait; VoiceOver reads "2 o'clock. Picker item. Adjustable." for the hour column.
@MainActor
final class UIDatePickerAccessibilityTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func timePicker(_ locale: String, hour: Int = 14) -> UIDatePicker {
        makeDatePicker(mode: .time, locale: locale, date: DatePickerFixtures.date(2025, 11, 22, hour, 41))
    }

    func testEachColumnIsAnAdjustableElement() async {
        let picker = timePicker("en_US")
        XCTAssertFalse(picker.isAccessibilityElement, "with wheels the picker is a container")
        let columns = picker.accessibilityColumnElements
        XCTAssertEqual(columns.count, 3)
        for column in columns {
            XCTAssertTrue(column.isAccessibilityElement)
            XCTAssertTrue(column.accessibilityTraits.contains(.adjustable))
            XCTAssertEqual(column.accessibilityRoleDescription, "Picker item")
        }
    }

    func testHourReadsInThePickersLocale() async {
        func values(_ locale: String) -> [String?] {
            let picker = timePicker(locale) // the elements refer to their picker weakly: keep it
            return picker.accessibilityColumnElements.map(\.accessibilityValue)
        }
        XCTAssertEqual(values("en_US"), ["2 o'clock", "41 minutes", "PM"])
        XCTAssertEqual(values("ko_KR"), ["오후", "2시", "41분"])
        XCTAssertEqual(values("ja_JP").first, "14時")
        XCTAssertEqual(values("zh_Hans_CN").first, "14时")
        XCTAssertEqual(values("zh_Hant_TW")[1], "2時")
    }

    func testIncrementAndDecrementMoveOneStep() async {
        let picker = timePicker("en_US")
        let counter = ValueChangedCounter(picker)
        let hour = picker.accessibilityColumnElements[0]
        hour.accessibilityIncrement()
        XCTAssertEqual(hour.accessibilityValue, "3 o'clock")
        XCTAssertEqual(DatePickerFixtures.components(of: picker.date).hour, 15)
        hour.accessibilityDecrement()
        hour.accessibilityDecrement()
        XCTAssertEqual(hour.accessibilityValue, "1 o'clock")
        XCTAssertEqual(counter.count, 3)
        // The hour wheel loops: from 12 back to 11.
        picker.date = DatePickerFixtures.date(2025, 11, 22, 12, 0)
        hour.accessibilityDecrement()
        XCTAssertEqual(hour.accessibilityValue, "11 o'clock")
    }

    func testMinuteStepsFollowTheInterval() async {
        let picker = timePicker("en_US")
        picker.minuteInterval = 15
        let minute = picker.accessibilityColumnElements[1]
        XCTAssertEqual(minute.accessibilityValue, "30 minutes")
        minute.accessibilityIncrement()
        XCTAssertEqual(minute.accessibilityValue, "45 minutes")
    }

    func testCompactAndInlineAreOneElementReadingTheValue() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .compact)
        XCTAssertTrue(picker.isAccessibilityElement)
        XCTAssertTrue(picker.accessibilityColumnElements.isEmpty)
        XCTAssertEqual(picker.accessibilityValue, "Nov 22, 2025, 4:01\u{202F}PM")
        picker.accessibilityValue = "custom"
        XCTAssertEqual(picker.accessibilityValue, "custom")
    }
}
