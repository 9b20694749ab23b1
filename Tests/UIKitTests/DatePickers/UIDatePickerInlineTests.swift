@testable import UIKit
import UIKitTesting
import XCTest

/// The inline style: a month calendar drawn in the picker, tapped like UIKit's.
@MainActor
final class UIDatePickerInlineTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    /// Taps the cell of a day of the month shown.
    private func tapDay(_ day: Int, of picker: UIDatePicker, _ input: InputSimulator) {
        guard let calendarView = picker.calendarView,
              let cell = calendarView.cellRect(for: DatePickerFixtures.date(2025, 11, day), calendar: picker.resolvedConfiguration.calendar)
        else { return XCTFail("day \(day) is not shown") }
        input.tap(at: calendarView.convert(CGPoint(x: cell.midX, y: cell.midY), to: input.window))
        input.advance(by: 0.5)
    }

    func testTheCalendarFillsThePicker() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        let calendarView = picker.calendarView!
        XCTAssertEqual(calendarView.frame, CGRect(x: 0, y: 0, width: 320, height: 440))
        XCTAssertNil(picker.timeRowView)
        XCTAssertEqual(calendarView.content?.grid.title, "November 2025")
        // 1 November 2025 is a Saturday: the last column of the first week in en_US.
        let layout = calendarView.layout
        let first = calendarView.cellRect(for: DatePickerFixtures.date(2025, 11, 1), calendar: picker.resolvedConfiguration.calendar)
        XCTAssertEqual(first, layout.cellRect(week: 0, weekday: 6))
        XCTAssertEqual(layout.cellRect(week: 0, weekday: 0).minX, DatePickerCalendarLayout.sideInset)
        XCTAssertEqual(layout.cellRect(week: 5, weekday: 6).maxY, 440 - DatePickerCalendarLayout.bottomInset, accuracy: 0.001,
                       "six week rows fill the height")
        XCTAssertEqual(layout.target(at: CGPoint(x: first!.midX, y: first!.midY)), .cell(week: 0, weekday: 6))
        XCTAssertEqual(layout.target(at: CGPoint(x: layout.nextButtonRect.midX, y: layout.nextButtonRect.midY)), .nextMonth)
        XCTAssertLessThan(layout.previousButtonRect.maxX, layout.nextButtonRect.minX + 0.001, "‹ then › at the trailing side")
        XCTAssertNil(layout.target(at: CGPoint(x: 5, y: 300)), "the margin is no cell")
    }

    func testRightToLeftMirrorsTheCalendar() async {
        let picker = makeDatePicker(mode: .date, locale: "ar_EG", style: .inline)
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        let calendarView = picker.calendarView!
        let layout = calendarView.layout
        XCTAssertTrue(layout.isRightToLeft)
        XCTAssertEqual(layout.cellRect(week: 0, weekday: 0).maxX, 320 - DatePickerCalendarLayout.sideInset, accuracy: 0.001,
                       "the week starts at the right")
        XCTAssertGreaterThan(layout.titleRect.midX, 160, "the title sits on the right")
        XCTAssertLessThan(layout.nextButtonRect.maxX, layout.previousButtonRect.minX + 0.001, "› ‹ mirrored to the left")
        // ar_EG weeks start on Saturday: 1 November 2025 opens the first row, at the right.
        let first = calendarView.cellRect(for: DatePickerFixtures.date(2025, 11, 1), calendar: picker.resolvedConfiguration.calendar)
        XCTAssertEqual(first, layout.cellRect(week: 0, weekday: 0))
        XCTAssertEqual(calendarView.day(atWeek: 0, weekday: 0)?.title, "١")
        // Arabic abbreviations are words: too wide for a column, so the narrow symbols are drawn.
        XCTAssertEqual(calendarView.weekdaySymbols(fitting: layout.cellWidth - 2), calendarView.content!.grid.narrowWeekdaySymbols)
        let english = makeDatePicker(mode: .date, style: .inline)
        english.frame.size = english.sizeThatFits(.zero)
        english.layoutIfNeeded()
        XCTAssertEqual(english.calendarView!.weekdaySymbols(fitting: english.calendarView!.layout.cellWidth - 2).first, "SUN")
    }

    func testTappingADaySelectsItAndSendsValueChangedOnce() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .inline)
        let counter = ValueChangedCounter(picker)
        let (_, input) = presentInWindow(picker)
        tapDay(25, of: picker, input)
        XCTAssertEqual(counter.count, 1)
        let parts = DatePickerFixtures.components(of: picker.date)
        XCTAssertEqual([parts.year, parts.month, parts.day, parts.hour, parts.minute], [2025, 11, 25, 16, 1])
        let selected = picker.calendarView!.content!.grid.weeks.joined().compactMap { $0 }.filter(\.isSelected).map(\.title)
        XCTAssertEqual(selected, ["25"], "the calendar shows the new selection")
        tapDay(25, of: picker, input)
        XCTAssertEqual(counter.count, 1, "the same day again changes nothing")
    }

    func testDaysOutsideTheLimitsIgnoreTaps() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        picker.minimumDate = DatePickerFixtures.date(2025, 11, 10)
        picker.maximumDate = DatePickerFixtures.date(2025, 11, 26)
        let counter = ValueChangedCounter(picker)
        let (_, input) = presentInWindow(picker)
        tapDay(27, of: picker, input)
        tapDay(3, of: picker, input)
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(picker.date, DatePickerFixtures.reference)
        XCTAssertEqual(picker.calendarView?.content?.canShowNextMonth, false, "December is past the maximum")
        XCTAssertEqual(picker.calendarView?.content?.canShowPreviousMonth, false)
        tapDay(12, of: picker, input)
        XCTAssertEqual(counter.count, 1)
    }

    func testTheMonthButtonsPageWithoutChangingTheValue() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        picker.maximumDate = DatePickerFixtures.date(2026, 1, 15)
        let counter = ValueChangedCounter(picker)
        let (window, input) = presentInWindow(picker)
        let calendarView = picker.calendarView!
        let next = calendarView.layout.nextButtonRect
        let nextPoint = calendarView.convert(CGPoint(x: next.midX, y: next.midY), to: window)
        input.tap(at: nextPoint)
        input.advance(by: 0.5)
        XCTAssertEqual(calendarView.content?.grid.title, "December 2025")
        input.tap(at: nextPoint)
        input.advance(by: 0.5)
        XCTAssertEqual(calendarView.content?.grid.title, "January 2026")
        XCTAssertEqual(calendarView.content?.canShowNextMonth, false)
        input.tap(at: nextPoint)
        input.advance(by: 0.5)
        XCTAssertEqual(calendarView.content?.grid.title, "January 2026", "no paging past the maximum")
        let previous = calendarView.layout.previousButtonRect
        input.tap(at: calendarView.convert(CGPoint(x: previous.midX, y: previous.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(calendarView.content?.grid.title, "December 2025")
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(picker.date, DatePickerFixtures.reference)
    }

    func testDateAndTimeHasATimeRowUnderTheCalendar() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .inline)
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.calendarView?.frame, CGRect(x: 0, y: 0, width: 320, height: 440))
        let row = picker.timeRowView!
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 440, width: 320, height: 42))
        row.layoutIfNeeded()
        XCTAssertEqual(row.titleLabel.text, "Time")
        XCTAssertEqual(row.pill.text, "4:01\u{202F}PM")
        XCTAssertEqual(row.pill.frame.maxX, 320 - 16, "the pill at the trailing side")
        let korean = makeDatePicker(mode: .dateAndTime, locale: "ko_KR", style: .inline)
        XCTAssertEqual(korean.timeRowView?.titleLabel.text, "시간")
        XCTAssertEqual(korean.timeRowView?.pill.text, "오후 4:01")
        let chinese = makeDatePicker(mode: .dateAndTime, locale: "zh_Hans_CN", style: .inline)
        XCTAssertEqual(chinese.timeRowView?.titleLabel.text, "时间")
        XCTAssertEqual(DatePickerStrings.timeTitle(for: Locale(identifier: "zh_Hant_TW")), "時間")
        XCTAssertEqual(DatePickerStrings.timeTitle(for: Locale(identifier: "xx_YY")), "Time")
    }

    func testTheTimePillOpensTheTimeWheels() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .inline)
        let (window, input) = presentInWindow(picker)
        input.tap(picker.timeRowView!.pill)
        input.advance(by: 0.5)
        let overlay = window.subviews.compactMap { $0 as? DatePickerEditorOverlay }.first
        XCTAssertEqual(overlay?.editor.datePickerMode, .time)
        XCTAssertEqual(overlay?.editor.datePickerStyle, .wheels)
        XCTAssertTrue(picker.timeRowView!.pill.isActive)
    }

    func testTimeOnlyInlineIsAPill() async {
        let picker = makeDatePicker(mode: .time, style: .inline)
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        XCTAssertNil(picker.calendarView)
        XCTAssertEqual(picker.compactPills.map(\.text), ["4:01\u{202F}PM"])
        XCTAssertEqual(picker.compactPills[0].frame.midY, 57)
    }
}
