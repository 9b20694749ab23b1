@testable import UIKit
import UIKitTesting
import XCTest

/// The inline calendar's month and year title opens month and year wheels (iOS 14 and later).
@MainActor
final class UIDatePickerMonthYearWheelsTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func tapTitle(of picker: UIDatePicker, _ input: InputSimulator) {
        guard let calendarView = picker.calendarView else { return XCTFail("no calendar") }
        let title = calendarView.layout.titleRect
        input.tap(at: calendarView.convert(CGPoint(x: title.minX + 30, y: title.midY), to: input.window))
        input.advance(by: 0.5)
        input.window.layoutIfNeeded()
    }

    func testTappingTheTitleReplacesTheGridWithMonthAndYearWheels() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        let (_, input) = presentInWindow(picker)
        XCTAssertNil(picker.monthYearWheels)
        tapTitle(of: picker, input)
        let wheels = try! XCTUnwrap(picker.monthYearWheels)
        XCTAssertTrue(wheels.isDescendant(of: picker))
        XCTAssertEqual(wheels.datePickerMode, .yearAndMonth)
        XCTAssertEqual(wheels.datePickerStyle, .wheels)
        XCTAssertEqual(wheels.columnKinds, [.month, .year], "en_US: month, then year")
        XCTAssertEqual(wheels.selectedTitles, ["November", "2025"])
        XCTAssertEqual(picker.calendarView?.content?.showsMonthYearWheels, true)
        let layout = picker.calendarView!.layout
        XCTAssertEqual(wheels.frame, picker.calendarView!.convert(layout.wheelsRect, to: picker), "the wheels cover the grid, under the header")
        XCTAssertGreaterThanOrEqual(wheels.frame.minY, DatePickerCalendarLayout.headerHeight)
    }

    func testKoreanWheelsPutTheYearFirst() async {
        let picker = makeDatePicker(mode: .date, locale: "ko_KR", style: .inline)
        let (_, input) = presentInWindow(picker)
        tapTitle(of: picker, input)
        let wheels = try! XCTUnwrap(picker.monthYearWheels)
        XCTAssertEqual(wheels.columnKinds, [.year, .month], "ko_KR: 년 then 월")
        XCTAssertEqual(wheels.selectedTitles, ["2025년", "11월"])
    }

    func testSpinningChangesTheMonthShownButNotTheDate() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        let counter = ValueChangedCounter(picker)
        let (_, input) = presentInWindow(picker)
        tapTitle(of: picker, input)
        let wheels = try! XCTUnwrap(picker.monthYearWheels)
        wheels.userSelect(.month, row: try! XCTUnwrap(wheels.row(of: .month, titled: "March")))
        wheels.userSelect(.year, row: try! XCTUnwrap(wheels.row(of: .year, titled: "2027")))
        XCTAssertEqual(picker.calendarView?.content?.grid.title, "March 2027", "the header follows the wheels")
        XCTAssertEqual(picker.date, DatePickerFixtures.reference, "the date does not change")
        XCTAssertEqual(counter.count, 0, "no valueChanged until a day is tapped")
        tapTitle(of: picker, input)
        XCTAssertNil(picker.monthYearWheels)
        XCTAssertNil(picker.subviews.first { $0 is UIDatePicker }, "the wheels are gone")
        XCTAssertEqual(picker.calendarView?.content?.showsMonthYearWheels, false)
        XCTAssertEqual(picker.calendarView?.content?.grid.title, "March 2027", "the grid comes back on the month chosen")
        let selected = picker.calendarView!.content!.grid.weeks.joined().compactMap { $0 }.filter(\.isSelected)
        XCTAssertTrue(selected.isEmpty, "the selected day (22 November 2025) is not in March 2027")
    }

    func testWhileOpenTheGridAndMonthButtonsDoNotReact() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        let counter = ValueChangedCounter(picker)
        let (window, input) = presentInWindow(picker)
        tapTitle(of: picker, input)
        let calendarView = picker.calendarView!
        let next = calendarView.layout.nextButtonRect
        input.tap(at: calendarView.convert(CGPoint(x: next.midX, y: next.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(calendarView.content?.grid.title, "November 2025", "the month buttons are hidden")
        XCTAssertEqual(counter.count, 0)
        XCTAssertNotNil(picker.monthYearWheels)
    }

    func testTheWheelsKeepThePickersLimitsAndCalendar() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        picker.minimumDate = DatePickerFixtures.date(2025, 6, 10)
        picker.maximumDate = DatePickerFixtures.date(2026, 2, 1)
        let (_, input) = presentInWindow(picker)
        tapTitle(of: picker, input)
        let wheels = try! XCTUnwrap(picker.monthYearWheels)
        XCTAssertEqual(wheels.minimumDate, picker.minimumDate)
        XCTAssertEqual(wheels.maximumDate, picker.maximumDate)
        XCTAssertEqual(wheels.calendar, picker.calendar)
        XCTAssertEqual(wheels.timeZone, picker.timeZone)
        XCTAssertEqual(wheels.locale, picker.locale)
        picker.locale = Locale(identifier: "ko_KR")
        XCTAssertEqual(wheels.locale, Locale(identifier: "ko_KR"), "changes reach the open wheels")
        picker.isEnabled = false
        XCTAssertFalse(wheels.isEnabled)
    }

    func testLeavingTheInlineStyleClosesTheWheels() async {
        let picker = makeDatePicker(mode: .date, style: .inline)
        let (_, input) = presentInWindow(picker)
        tapTitle(of: picker, input)
        XCTAssertNotNil(picker.monthYearWheels)
        picker.preferredDatePickerStyle = .wheels
        XCTAssertNil(picker.monthYearWheels)
        XCTAssertNil(picker.subviews.first { $0 is UIDatePicker })
    }
}
