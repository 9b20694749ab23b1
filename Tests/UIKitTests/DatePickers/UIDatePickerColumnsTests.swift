@testable import UIKit
import XCTest
import UIKitTesting

/// Which columns each mode shows, in which order and with which titles, per locale and
/// calendar (seed 003: "the date picker handles its own internationalization"). The
/// reference date is Saturday 22 November 2025, 16:01:30 UTC; columns are listed left to
/// right as shown.
@MainActor
final class UIDatePickerColumnsTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func picker(_ mode: UIDatePicker.Mode, _ locale: String, calendar: Calendar.Identifier = .gregorian) -> UIDatePicker {
        makeDatePicker(mode: mode, locale: locale, calendar: calendar)
    }

    // MARK: Every mode in every locale

    func testEveryModeInEveryLocale() async {
        typealias Row = (mode: UIDatePicker.Mode, kinds: [DatePickerColumnKind], titles: [String])
        let table: [(locale: String, calendar: Calendar.Identifier, rows: [Row])] = [
            ("en_US", .gregorian, [
                (.time, [.hour, .minute, .dayPeriod], ["4", "01", "PM"]),
                (.date, [.month, .day, .year], ["November", "22", "2025"]),
                (.dateAndTime, [.weekdayMonthDay, .hour, .minute, .dayPeriod], ["Today", "4", "01", "PM"]),
                (.countDownTimer, [.countDownHours, .countDownMinutes], ["1", "15"]),
                (.yearAndMonth, [.month, .year], ["November", "2025"]),
            ]),
            ("ko_KR", .gregorian, [
                (.time, [.dayPeriod, .hour, .minute], ["오후", "4", "01"]),
                (.date, [.year, .month, .day], ["2025년", "11월", "22일"]),
                (.dateAndTime, [.weekdayMonthDay, .dayPeriod, .hour, .minute], ["오늘", "오후", "4", "01"]),
                (.countDownTimer, [.countDownHours, .countDownMinutes], ["1", "15"]),
                (.yearAndMonth, [.year, .month], ["2025년", "11월"]),
            ]),
            ("zh_Hans_CN", .gregorian, [
                (.time, [.hour, .minute], ["16", "01"]),
                (.date, [.year, .month, .day], ["2025年", "11月", "22日"]),
                (.dateAndTime, [.weekdayMonthDay, .hour, .minute], ["今天", "16", "01"]),
                (.countDownTimer, [.countDownHours, .countDownMinutes], ["1", "15"]),
                (.yearAndMonth, [.year, .month], ["2025年", "11月"]),
            ]),
            ("zh_Hant_TW", .gregorian, [
                (.time, [.dayPeriod, .hour, .minute], ["下午", "4", "01"]),
                (.date, [.year, .month, .day], ["2025年", "11月", "22日"]),
                (.dateAndTime, [.weekdayMonthDay, .dayPeriod, .hour, .minute], ["今天", "下午", "4", "01"]),
                (.countDownTimer, [.countDownHours, .countDownMinutes], ["1", "15"]),
                (.yearAndMonth, [.year, .month], ["2025年", "11月"]),
            ]),
            ("ar_EG", .gregorian, [
                (.time, [.dayPeriod, .hour, .minute], ["م", "٤", "٠١"]),
                (.date, [.year, .month, .day], ["٢٠٢٥", "نوفمبر", "٢٢"]),
                (.dateAndTime, [.dayPeriod, .hour, .minute, .weekdayMonthDay], ["م", "٤", "٠١", "اليوم"]),
                (.countDownTimer, [.countDownMinutes, .countDownHours], ["١٥", "١"]),
                (.yearAndMonth, [.year, .month], ["٢٠٢٥", "نوفمبر"]),
            ]),
            ("ja_JP", .japanese, [
                (.time, [.hour, .minute], ["16", "01"]),
                (.date, [.year, .month, .day], ["令和7年", "11月", "22日"]),
                (.dateAndTime, [.weekdayMonthDay, .hour, .minute], ["今日", "16", "01"]),
                (.countDownTimer, [.countDownHours, .countDownMinutes], ["1", "15"]),
                (.yearAndMonth, [.year, .month], ["令和7年", "11月"]),
            ]),
        ]
        for (locale, calendar, rows) in table {
            for row in rows {
                let p = picker(row.mode, locale, calendar: calendar)
                if row.mode == .countDownTimer { p.countDownDuration = 4500 }
                XCTAssertEqual(p.columnKinds, row.kinds, "\(locale) \(row.mode)")
                XCTAssertEqual(p.selectedTitles, row.titles, "\(locale) \(row.mode)")
                XCTAssertEqual(p.wheelsPickerView?.numberOfComponents, row.kinds.count, "\(locale) \(row.mode): one wheel per column")
            }
        }
    }

    // MARK: en_US

    func testEnglishUSDateAndTime() async {
        // Apple's example for .dateAndTime: "Wed Nov 15 | 6 | 53 | PM"; the current day reads "Today".
        let p = picker(.dateAndTime, "en_US")
        XCTAssertEqual(p.columnKinds, [.weekdayMonthDay, .hour, .minute, .dayPeriod])
        XCTAssertEqual(p.selectedTitles, ["Today", "4", "01", "PM"])
        let model = p.makeWheelModel()
        XCTAssertEqual(model.title(forRow: model.selectedRow(inColumn: 0) + 2, inColumn: 0), "Mon Nov 24")
        XCTAssertEqual(model.title(forRow: model.selectedRow(inColumn: 0) - 1, inColumn: 0), "Fri Nov 21")
    }

    func testEnglishUSDateTimeAndYearMonth() async {
        XCTAssertEqual(picker(.date, "en_US").columnKinds, [.month, .day, .year])
        XCTAssertEqual(picker(.date, "en_US").selectedTitles, ["November", "22", "2025"])
        XCTAssertEqual(picker(.time, "en_US").columnKinds, [.hour, .minute, .dayPeriod])
        XCTAssertEqual(picker(.time, "en_US").selectedTitles, ["4", "01", "PM"])
        XCTAssertEqual(picker(.yearAndMonth, "en_US").selectedTitles, ["November", "2025"])
        XCTAssertEqual(picker(.time, "en_US").titles(of: .hour), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"])
        XCTAssertEqual(picker(.time, "en_US").titles(of: .dayPeriod), ["AM", "PM"])
        XCTAssertEqual(picker(.date, "en_US").titles(of: .month).first, "January")
    }

    // MARK: ko_KR

    func testKoreanDateIsYearMonthDay() async {
        let p = picker(.date, "ko_KR")
        XCTAssertEqual(p.columnKinds, [.year, .month, .day], "년 | 월 | 일")
        XCTAssertEqual(p.selectedTitles, ["2025년", "11월", "22일"])
    }

    func testKoreanTimePutsTheDayPeriodFirst() async {
        let p = picker(.time, "ko_KR")
        XCTAssertEqual(p.columnKinds, [.dayPeriod, .hour, .minute], "a h:mm: 오후 | 4 | 01")
        XCTAssertEqual(p.selectedTitles, ["오후", "4", "01"])
        XCTAssertEqual(p.titles(of: .dayPeriod), ["오전", "오후"])
    }

    func testKoreanDateAndTimeAndCountdown() async {
        let p = picker(.dateAndTime, "ko_KR")
        XCTAssertEqual(p.columnKinds, [.weekdayMonthDay, .dayPeriod, .hour, .minute])
        XCTAssertEqual(p.selectedTitles, ["오늘", "오후", "4", "01"])
        let model = p.makeWheelModel()
        XCTAssertEqual(model.title(forRow: model.selectedRow(inColumn: 0) + 1, inColumn: 0), "11월 23일 (일)")
        XCTAssertEqual(picker(.yearAndMonth, "ko_KR").selectedTitles, ["2025년", "11월"])
    }

    // MARK: Chinese

    func testSimplifiedChineseUsesTheTwentyFourHourClock() async {
        let time = picker(.time, "zh_Hans_CN")
        XCTAssertEqual(time.columnKinds, [.hour, .minute])
        XCTAssertEqual(time.selectedTitles, ["16", "01"])
        XCTAssertEqual(time.titles(of: .hour).count, 24)
        XCTAssertEqual(picker(.date, "zh_Hans_CN").selectedTitles, ["2025年", "11月", "22日"])
        let model = picker(.dateAndTime, "zh_Hans_CN").makeWheelModel()
        XCTAssertEqual(model.title(forRow: model.selectedRow(inColumn: 0) + 1, inColumn: 0), "11月23日 周日")
    }

    func testTraditionalChineseTaiwanUsesTwelveHoursWithTheDayPeriodFirst() async {
        let time = picker(.time, "zh_Hant_TW")
        XCTAssertEqual(time.columnKinds, [.dayPeriod, .hour, .minute])
        XCTAssertEqual(time.selectedTitles, ["下午", "4", "01"])
        XCTAssertEqual(picker(.date, "zh_Hant_TW").selectedTitles, ["2025年", "11月", "22日"])
        let model = picker(.dateAndTime, "zh_Hant_TW").makeWheelModel()
        XCTAssertEqual(model.title(forRow: model.selectedRow(inColumn: 0) + 1, inColumn: 0), "11月23日 週日")
    }

    // MARK: ar_EG

    func testArabicEgyptUsesArabicIndicDigitsAndRightToLeftOrder() async {
        let date = picker(.date, "ar_EG")
        XCTAssertTrue(date.columnLayout.isRightToLeft)
        // Reading order day | month | year ("d MMMM، y"), shown mirrored.
        XCTAssertEqual(date.columnKinds, [.year, .month, .day])
        XCTAssertEqual(date.selectedTitles, ["٢٠٢٥", "نوفمبر", "٢٢"])
        XCTAssertEqual(date.columnLayout.readingOrder.map { date.columnKinds[$0] }, [.day, .month, .year])
    }

    func testArabicEgyptTimeKeepsHourBeforeMinute() async {
        // "h:mm a" in a right-to-left paragraph shows "م ٤:٠١": AM/PM at the left, then
        // the time's digits as one left-to-right run.
        let time = picker(.time, "ar_EG")
        XCTAssertEqual(time.columnKinds, [.dayPeriod, .hour, .minute])
        XCTAssertEqual(time.selectedTitles, ["م", "٤", "٠١"])
        let both = picker(.dateAndTime, "ar_EG")
        XCTAssertEqual(both.columnKinds, [.dayPeriod, .hour, .minute, .weekdayMonthDay])
        XCTAssertEqual(both.selectedTitles, ["م", "٤", "٠١", "اليوم"])
    }

    // MARK: ja_JP

    func testJapaneseWithTheJapaneseCalendarShowsEraYears() async {
        let p = picker(.date, "ja_JP", calendar: .japanese)
        XCTAssertEqual(p.columnKinds, [.year, .month, .day])
        XCTAssertEqual(p.selectedTitles, ["令和7年", "11月", "22日"])
        XCTAssertEqual(picker(.yearAndMonth, "ja_JP", calendar: .japanese).selectedTitles, ["令和7年", "11月"])
        XCTAssertEqual(picker(.date, "ja_JP").selectedTitles, ["2025年", "11月", "22日"], "Gregorian: no era")
    }

    func testJapaneseEraChangesInsideTheYearWheel() async {
        // Heisei 31 ended on 30 April 2019; Reiwa 1 (元年) began on 1 May 2019.
        let p = makeDatePicker(mode: .date, locale: "ja_JP", calendar: .japanese, date: DatePickerFixtures.date(2019, 6, 1, 12))
        XCTAssertEqual(p.selectedTitles.first, "令和元年")
        let model = p.makeWheelModel()
        let year = model.layout.index(of: .year)!
        XCTAssertEqual(model.title(forRow: model.selectedRow(inColumn: year) - 1, inColumn: year), "平成30年")
        p.userSelect(.month, row: 2) // March 2019: still Heisei
        XCTAssertEqual(p.selectedTitles, ["平成31年", "3月", "1日"])
    }

    func testJapaneseTimeIsTwentyFourHour() async {
        let p = picker(.time, "ja_JP", calendar: .japanese)
        XCTAssertEqual(p.columnKinds, [.hour, .minute])
        XCTAssertEqual(p.selectedTitles, ["16", "01"])
        XCTAssertEqual(p.titles(of: .hour).first, "0")
    }

    // MARK: Countdown

    func testCountdownColumnsAreHoursThenMinutesWithUnits() async {
        for (locale, units) in [("en_US", ["hour", "min"]), ("ko_KR", ["시간", "분"]), ("zh_Hans_CN", ["小时", "分钟"]), ("ja_JP", ["時間", "分"])] {
            let p = picker(.countDownTimer, locale)
            p.countDownDuration = 4500
            XCTAssertEqual(p.columnKinds, [.countDownHours, .countDownMinutes], locale)
            XCTAssertEqual(p.selectedTitles, ["1", "15"], locale)
            let model = p.makeWheelModel()
            XCTAssertEqual([model.unitLabel(forRow: 1, inColumn: 0), model.unitLabel(forRow: 15, inColumn: 1)], units, locale)
        }
        let english = picker(.countDownTimer, "en_US").makeWheelModel()
        XCTAssertEqual(english.unitLabel(forRow: 2, inColumn: 0), "hours")
    }

    func testArabicCountdownReadsHoursFromTheRight() async {
        let p = picker(.countDownTimer, "ar_EG")
        p.countDownDuration = 4500
        XCTAssertEqual(p.columnKinds, [.countDownMinutes, .countDownHours])
        XCTAssertEqual(p.selectedTitles, ["١٥", "١"])
    }

    // MARK: Other locales and calendars follow the same rules

    func testGermanDateIsDayMonthYear() async {
        XCTAssertEqual(picker(.date, "de_DE").columnKinds, [.day, .month, .year])
        XCTAssertEqual(picker(.time, "de_DE").selectedTitles, ["16", "01"])
    }

    func testPatternAffixesStayWithTheirColumn() async {
        let columns = DatePickerLayout.splitColumns(DatePickerPattern("Gy年M月d日"))
        XCTAssertEqual(columns.map(\.pattern), ["Gy年", "M月", "d日"])
        XCTAssertEqual(DatePickerLayout.splitColumns(DatePickerPattern("y년 MMMM d일")).map(\.pattern), ["y년", "LLLL", "d일"])
        XCTAssertEqual(DatePickerLayout.splitColumns(DatePickerPattern("MMMM d, y")).map(\.pattern), ["LLLL", "d", "y"])
        XCTAssertEqual(DatePickerLayout.splitColumns(DatePickerPattern("HH 'h' mm")).map(\.kind), [.hour, .minute])
        XCTAssertEqual(DatePickerPattern("h 'o''clock' a").tokens, [.field("h", 1), .literal(" o'clock "), .field("a", 1)])
    }
}
