@testable import UIKit
import XCTest
import UIKitTesting

/// The inline style's month calendar as data.
@MainActor
final class DatePickerMonthGridTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testNovember2025InEnglishStartsOnSunday() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        let grid = picker.monthGrid
        XCTAssertEqual(grid.title, "November 2025")
        XCTAssertEqual(grid.weekdaySymbols, ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        XCTAssertEqual(grid.weeks.count, 6, "1 November 2025 is a Saturday: six week rows")
        XCTAssertNil(grid.weeks[0][5])
        XCTAssertEqual(grid.weeks[0][6]?.title, "1")
        XCTAssertEqual(grid.weeks.joined().compactMap { $0 }.count, 30)
        let selected = grid.weeks.joined().compactMap { $0 }.filter(\.isSelected)
        XCTAssertEqual(selected.map(\.title), ["22"])
        XCTAssertEqual(grid.weeks.joined().compactMap { $0 }.filter(\.isToday).map(\.title), ["22"])
    }

    func testTheFirstWeekdayFollowsTheLocale() async {
        let german = makeDatePicker(mode: .date, locale: "de_DE", style: .inline).monthGrid
        XCTAssertEqual(german.weekdaySymbols.first, "MO")
        XCTAssertEqual(german.weeks[0][5]?.title, "1", "Saturday is the sixth column when weeks start on Monday")
        let korean = makeDatePicker(mode: .date, locale: "ko_KR", style: .inline).monthGrid
        XCTAssertEqual(korean.title, "2025년 11월")
        XCTAssertEqual(korean.weekdaySymbols, ["일", "월", "화", "수", "목", "금", "토"])
    }

    func testArabicDigitsAndJapaneseEra() async {
        let arabic = makeDatePicker(mode: .date, locale: "ar_EG", style: .inline).monthGrid
        XCTAssertEqual(arabic.weeks.joined().compactMap { $0 }.last?.title, "٣٠")
        let japanese = makeDatePicker(mode: .date, locale: "ja_JP", calendar: .japanese, style: .inline).monthGrid
        XCTAssertEqual(japanese.title, "令和7年11月")
    }

    func testDaysOutsideTheLimitsAreDisabled() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        picker.minimumDate = DatePickerFixtures.date(2025, 11, 10, 12)
        picker.maximumDate = DatePickerFixtures.date(2025, 11, 24)
        let days = picker.monthGrid.weeks.joined().compactMap { $0 }
        XCTAssertEqual(days.filter(\.isEnabled).map(\.title).first, "10", "the 10th reaches the minimum at noon")
        XCTAssertEqual(days.filter(\.isEnabled).map(\.title).last, "24")
        let counter = ValueChangedCounter(picker)
        picker.userSelectDay(days[2])
        XCTAssertEqual(counter.count, 0, "a disabled day ignores the tap")
    }

    func testPagingMonths() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        picker.userShowMonth(offset: 1)
        XCTAssertEqual(picker.monthGrid.title, "December 2025")
        picker.userShowMonth(offset: -3)
        XCTAssertEqual(picker.monthGrid.title, "September 2025")
        XCTAssertEqual(picker.date, DatePickerFixtures.reference)
        picker.date = DatePickerFixtures.date(2024, 2, 10)
        XCTAssertEqual(picker.monthGrid.title, "September 2025", "the page stays until the user picks a day")
    }
}
