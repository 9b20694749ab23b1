@testable import UIKit
import XCTest
import UIKitTesting

/// Modes, styles and sizes.
@MainActor
final class UIDatePickerStyleTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testRawValuesAreUIKits() async {
        XCTAssertEqual([UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth].map(\.rawValue), [0, 1, 2, 3, 4])
        XCTAssertEqual([UIDatePickerStyle.automatic, .wheels, .compact, .inline].map(\.rawValue), [0, 1, 2, 3])
    }

    func testDefaults() async {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.minuteInterval, 1)
        XCTAssertTrue(picker.roundsToMinuteInterval)
        XCTAssertNil(picker.minimumDate)
        XCTAssertNil(picker.maximumDate)
        XCTAssertNil(picker.timeZone, "UIKit: nil means the current time zone")
        XCTAssertNotNil(picker.locale)
        XCTAssertNotNil(picker.calendar)
    }

    func testAutomaticResolvesPerMode() async {
        let picker = UIDatePicker()
        let expected: [(UIDatePicker.Mode, UIDatePickerStyle)] = [
            (.time, .compact), (.date, .compact), (.dateAndTime, .compact), (.countDownTimer, .wheels), (.yearAndMonth, .wheels),
        ]
        for (mode, style) in expected {
            picker.datePickerMode = mode
            XCTAssertEqual(picker.datePickerStyle, style, "\(mode)")
        }
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.datePickerStyle, .inline)
        picker.preferredDatePickerStyle = .wheels
        XCTAssertEqual(picker.datePickerStyle, .wheels)
    }

    func testOnlyTheWheelsStyleHasAPickerView() async {
        let picker = makeDatePicker(mode: .date, style: .compact)
        XCTAssertNil(picker.wheelsPickerView)
        picker.preferredDatePickerStyle = .wheels
        XCTAssertTrue(picker.wheelsPickerView?.superview === picker)
        XCTAssertEqual(picker.wheelsPickerView?.numberOfComponents, 3)
        picker.preferredDatePickerStyle = .inline
        XCTAssertNil(picker.wheelsPickerView)
        XCTAssertEqual(picker.subviews.count, 1, "the inline style shows its calendar, no wheels")
        XCTAssertTrue(picker.subviews.first is DatePickerCalendarView)
    }

    func testWheelsFitUIKitsSize() async {
        for mode in [UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth] {
            let picker = makeDatePicker(mode: mode)
            XCTAssertEqual(picker.sizeThatFits(.zero), CGSize(width: 320, height: 216), "\(mode)")
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        }
    }

    func testWheelsWidenForLongLocalizedColumns() async {
        // Seed 003: the width adjusts to the length of the localization. The columns' natural
        // widths come from their titles; the picker is never narrower than UIKit's 320.
        let english = makeDatePicker(mode: .dateAndTime, locale: "en_US")
        let korean = makeDatePicker(mode: .dateAndTime, locale: "ko_KR")
        let englishContent = english.wheelsAdapter!.contentWidth
        let koreanContent = korean.wheelsAdapter!.contentWidth
        XCTAssertGreaterThan(koreanContent, englishContent, "full-width Hangul titles need more room")
        XCTAssertEqual(english.sizeThatFits(.zero).width, max(320, englishContent))
        XCTAssertEqual(korean.sizeThatFits(.zero).width, max(320, koreanContent))
        XCTAssertEqual(korean.sizeThatFits(.zero).height, 216)
    }

    func testCompactSizesFollowTheFormattedValue() async {
        let date = makeDatePicker(mode: .date, style: .compact)
        XCTAssertEqual(date.compactDateText, "Nov 22, 2025")
        XCTAssertEqual(date.sizeThatFits(.zero).height, 34.333, accuracy: 0.001)
        let time = makeDatePicker(mode: .time, style: .compact)
        XCTAssertEqual(time.compactTimeText, "4:01\u{202F}PM")
        XCTAssertEqual(time.sizeThatFits(.zero).height, 36)
        let both = makeDatePicker(mode: .dateAndTime, style: .compact)
        // Two bubbles: measured 228 points wide on iOS for en_US; the estimate stays near it.
        XCTAssertEqual(both.sizeThatFits(.zero).width, date.sizeThatFits(.zero).width + 4 + time.sizeThatFits(.zero).width)
        XCTAssertEqual(both.sizeThatFits(.zero).width, 228, accuracy: 12)
        let korean = makeDatePicker(mode: .date, locale: "ko_KR", style: .compact)
        XCTAssertEqual(korean.compactDateText, "2025. 11. 22.")
    }

    func testInlineSizes() async {
        XCTAssertEqual(makeDatePicker(mode: .date, style: .inline).sizeThatFits(.zero), CGSize(width: 320, height: 440))
        XCTAssertEqual(makeDatePicker(mode: .dateAndTime, style: .inline).sizeThatFits(.zero), CGSize(width: 320, height: 482))
        XCTAssertEqual(makeDatePicker(mode: .time, style: .inline).sizeThatFits(.zero).height, 114)
    }

    func testSizeToFitAndTheInitialFrame() async {
        let picker = UIDatePicker(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        XCTAssertEqual(picker.frame.origin, CGPoint(x: 10, y: 20))
        XCTAssertEqual(picker.frame.size, picker.sizeThatFits(.zero), "an empty frame takes the fitting size")
        picker.preferredDatePickerStyle = .wheels
        picker.sizeToFit()
        XCTAssertEqual(picker.frame, CGRect(x: 10, y: 20, width: 320, height: 216))
        let sized = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(sized.frame.size, CGSize(width: 300, height: 100), "an explicit frame is kept")
    }

    func testWheelsLayOutToTheBounds() async {
        let picker = makeDatePicker(mode: .dateAndTime)
        picker.frame = CGRect(x: 0, y: 0, width: 400, height: 216)
        picker.layoutIfNeeded()
        let wheels = picker.wheelsPickerView!
        XCTAssertEqual(wheels.frame, picker.bounds)
        XCTAssertEqual(wheels.numberOfComponents, 4)
        let widths: [CGFloat] = (0..<4).map { wheels.rowSize(forComponent: $0).width }
        XCTAssertGreaterThan(widths[0], widths[1], "the date column is the widest")
        let natural = picker.wheelsAdapter!.columnMetrics.map(\.naturalWidth)
        XCTAssertEqual(widths, natural, "a wider picker keeps the columns at their natural widths")
        let frames = wheels.componentViews.map(\.frame)
        XCTAssertEqual(frames.first!.minX - 0, 400 - frames.last!.maxX, accuracy: 0.001, "the group is centred")
        // Narrower than the columns need: they share the room in proportion.
        picker.frame.size.width = 250
        picker.layoutIfNeeded()
        let narrow: [CGFloat] = (0..<4).map { wheels.rowSize(forComponent: $0).width }
        let used = narrow.reduce(0, +) + 3 * UIPickerView.componentSpacing + 2 * DatePickerWheelsAdapter.edgeInset
        XCTAssertEqual(used, 250, accuracy: 0.5)
        XCTAssertEqual(narrow[0] / narrow[1], natural[0] / natural[1], accuracy: 0.001)
    }

}
