import UIKit
import UIKitTesting
import UIKitUITesting
import XCTest

/// `adjust(toPickerWheelValue:)` on a `.dateAndTime` date picker's wheels (en_US), with the
/// values an XCUITest suite gives: the day as "Nov 29" (the date wheel's titles are
/// "Sun Nov 29", and "Today" for the current day), the hour "11", the minute "30", "AM".
@MainActor
final class DateWheelAdjustTests: UITestCase {
    private let datePicker = UIDatePicker()
    private var utc = Calendar(identifier: .gregorian)

    override func setUp() async throws {
        try await super.setUp()
        utc.timeZone = TimeZone(identifier: "UTC")!
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.datePickerMode = .dateAndTime
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.date = Date()
        datePicker.accessibilityIdentifier = "when"
        datePicker.frame = CGRect(origin: CGPoint(x: 0, y: 560), size: datePicker.intrinsicContentSize)
        screen.view.addSubview(datePicker)
    }

    private func wheel(_ index: Int) -> XCUIElement {
        app.datePickers["when"].pickerWheels.element(boundBy: index)
    }

    /// "Nov 29" for a day, as the suites build it ("\(month) \(day)").
    private func monthAndDay(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = utc.timeZone
        formatter.dateFormat = "MMM d"
        return formatter.string(from: date)
    }

    private func day(_ date: Date) -> DateComponents {
        utc.dateComponents([.year, .month, .day], from: date)
    }

    func testTheDateWheelShowsTodayAndWeekdayMonthDayTitles() async throws {
        // The titles iOS shows in en_US: "Today" for the current day, "Mon Nov 30" around it.
        let shown = app.datePickers["when"].pickerWheels.element(boundBy: 0)
        XCTAssertTrue(shown.exists)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = utc.timeZone
        formatter.dateFormat = "EEE MMM d"
        let tomorrow = try XCTUnwrap(utc.date(byAdding: .day, value: 1, to: Date()))
        wheel(0).adjust(toPickerWheelValue: formatter.string(from: tomorrow))
        XCTAssertEqual(day(datePicker.date), day(tomorrow), "a full title names its row")
        wheel(0).adjust(toPickerWheelValue: "Today")
        XCTAssertEqual(day(datePicker.date), day(Date()), "\"Today\" names the current day's row")
    }

    func testTheDateWheelTakesMonthAndDay() async throws {
        let later = try XCTUnwrap(utc.date(byAdding: .day, value: 3, to: Date()))
        wheel(0).adjust(toPickerWheelValue: monthAndDay(later))
        XCTAssertEqual(day(datePicker.date), day(later))
    }

    func testTodaysMonthAndDayNamesTheTodayRow() async throws {
        let earlier = try XCTUnwrap(utc.date(byAdding: .day, value: -2, to: Date()))
        wheel(0).adjust(toPickerWheelValue: monthAndDay(earlier))
        XCTAssertEqual(day(datePicker.date), day(earlier))
        // The current day's row is titled "Today"; the suites still name it by its date.
        wheel(0).adjust(toPickerWheelValue: monthAndDay(Date()))
        XCTAssertEqual(day(datePicker.date), day(Date()))
    }

    func testTheDateTimeSuiteAdjustsEveryWheel() async throws {
        // pavankovurru/XCUI_UIKitCatalogApp's date-time test: today's "Nov 29", 11, 30, AM.
        wheel(0).adjust(toPickerWheelValue: monthAndDay(Date()))
        wheel(1).adjust(toPickerWheelValue: "11")
        wheel(2).adjust(toPickerWheelValue: "30")
        wheel(3).adjust(toPickerWheelValue: "AM")
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
        XCTAssertEqual(day(datePicker.date), day(Date()))
        XCTAssertEqual(parts.hour, 11)
        XCTAssertEqual(parts.minute, 30)
        XCTAssertEqual(wheel(1).value as? String, "11 o'clock")
        XCTAssertEqual(wheel(2).value as? String, "30 minutes")
        XCTAssertEqual(wheel(3).value as? String, "AM")
    }

    func testADayNoRowNamesFailsWithoutTurningThroughTheWheel() async throws {
        let messages = failures { wheel(0).adjust(toPickerWheelValue: "Smarch 40") }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix("to 'Smarch 40': no such value") ?? false, "\(messages)")
    }
}
