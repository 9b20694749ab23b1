@testable import UIKit
import XCTest
import UIKitTesting

/// Bad input has defined behaviour and a clear log line; never a crash.
@MainActor
final class UIDatePickerBadInputTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testDatesFarOutsideTheCalendarAreClampedAndReported() async {
        let picker = makeDatePicker(mode: .date)
        var log = LogCapture.capture { picker.date = Date(timeIntervalSinceReferenceDate: 1e15) }
        XCTAssertEqual(picker.date, DatePickerRange.supported.upperBound)
        XCTAssertEqual(picker.selectedTitles, ["December", "29", "9999"])
        XCTAssertTrue(log.contains("outside the years 1...9999"))
        log = LogCapture.capture { picker.date = .distantPast }
        XCTAssertEqual(picker.date, DatePickerRange.supported.lowerBound)
        XCTAssertTrue(log.contains("outside the years 1...9999"))
        log = LogCapture.capture { picker.minimumDate = Date(timeIntervalSinceReferenceDate: -1e15) }
        XCTAssertTrue(log.contains("minimumDate"))
    }

    func testANaNDateIsIgnored() async {
        let picker = makeDatePicker(mode: .date)
        let before = picker.date
        let log = LogCapture.capture {
            picker.date = Date(timeIntervalSinceReferenceDate: .nan)
            picker.maximumDate = Date(timeIntervalSinceReferenceDate: .nan)
        }
        XCTAssertEqual(picker.date, before)
        XCTAssertNil(picker.maximumDate)
        XCTAssertTrue(log.contains("is not a point in time"))
    }

    func testTheFirstAndLastYearsAreUsable() async {
        let picker = makeDatePicker(mode: .dateAndTime, date: DatePickerRange.supported.lowerBound)
        let model = picker.makeWheelModel()
        XCTAssertEqual(model.selectedRow(inColumn: 0), 0, "the first day of the date wheel")
        picker.userSelect(.weekdayMonthDay, row: model.numberOfRows(inColumn: 0) - 1)
        XCTAssertEqual(DatePickerFixtures.components(of: picker.date).year, 9999)
    }

    func testAnUnknownLocaleFallsBackWithALogLine() async {
        let picker = makeDatePicker(mode: .time, locale: "ko_KR")
        let log = LogCapture.capture { picker.locale = Locale(identifier: "xx_YY") }
        XCTAssertTrue(log.contains("unknown locale identifier 'xx_YY'; formatting with en_US_POSIX"))
        XCTAssertEqual(picker.locale?.identifier, "xx_YY", "the property keeps what code set")
        XCTAssertEqual(picker.columnKinds, [.hour, .minute, .dayPeriod])
        XCTAssertEqual(picker.selectedTitles, ["4", "01", "PM"])
        _ = LogCapture.capture { picker.locale = Locale(identifier: "garbage!!") }
        XCTAssertEqual(picker.selectedTitles, ["4", "01", "PM"])
    }

    func testAnUnknownRegionKeepsTheLanguage() async {
        let picker = makeDatePicker(mode: .time, locale: "en_US")
        let log = LogCapture.capture { picker.locale = Locale(identifier: "ko_XX") }
        XCTAssertTrue(log.contains("unknown region 'XX'"))
        XCTAssertEqual(picker.selectedTitles, ["오후", "4", "01"], "Korean's own 12-hour clock")
    }

    func testUnsupportedModeAndStylePairsUseWheels() async {
        let picker = makeDatePicker(mode: .countDownTimer, style: .automatic)
        var log = LogCapture.capture { picker.preferredDatePickerStyle = .inline }
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        XCTAssertTrue(log.contains("countDownTimer is unsupported with style .inline"))
        log = LogCapture.capture {
            picker.preferredDatePickerStyle = .compact
            picker.datePickerMode = .yearAndMonth
        }
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        XCTAssertTrue(log.contains("yearAndMonth is unsupported with style .compact"))
    }

    func testADisabledPickerIgnoresUserInput() async {
        let picker = makeDatePicker(mode: .date)
        let counter = ValueChangedCounter(picker)
        picker.isEnabled = false
        let before = picker.date
        picker.userSelect(.year, row: 0)
        XCTAssertEqual(picker.date, before)
        XCTAssertFalse(picker.wheelsPickerView!.isUserInteractionEnabled, "the wheels do not turn")
        let year = picker.accessibilityColumnElements[2]
        XCTAssertTrue(year.accessibilityTraits.contains(.notEnabled))
        year.accessibilityIncrement()
        XCTAssertEqual(picker.date, before)
        XCTAssertEqual(counter.count, 0)
        picker.isEnabled = true
        year.accessibilityIncrement()
        XCTAssertEqual(counter.count, 1)
    }
}
