@testable import UIKit
import UIKitTesting
import XCTest

/// What the wheels style draws: every mode's columns in the locale's order, words and
/// digits on the centre line, dimmed rows outside the limits, widths measured from the
/// localized text, and the countdown's unit labels.
@MainActor
final class UIDatePickerWheelsDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    @discardableResult
    private func laidOut(_ picker: UIDatePicker) -> UIDatePicker {
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        picker.wheelsPickerView?.layoutIfNeeded()
        return picker
    }

    /// The labels drawn on the centre line, left to right.
    private func centreLabels(_ picker: UIDatePicker) -> [PickerTitleRowView] {
        picker.layoutIfNeeded()
        guard let wheels = picker.wheelsPickerView else { return [] }
        wheels.layoutIfNeeded()
        return wheels.componentViews.indices.compactMap { component in
            let wheel = wheels.wheels[component]
            return wheels.visibleRowViews[component]?[wheel.rawRow(atOffset: wheel.offset)] as? PickerTitleRowView
        }
    }

    private func centreTitles(_ picker: UIDatePicker) -> [String] {
        centreLabels(picker).map { $0.text ?? "" }
    }

    func testEveryModeDrawsItsColumnsInTheLocalesOrder() async {
        let cases: [(UIDatePicker.Mode, String, Calendar.Identifier, [String])] = [
            (.dateAndTime, "en_US", .gregorian, ["Today", "4", "01", "PM"]),
            (.time, "en_US", .gregorian, ["4", "01", "PM"]),
            (.date, "en_US", .gregorian, ["November", "22", "2025"]),
            (.yearAndMonth, "en_US", .gregorian, ["November", "2025"]),
            (.date, "ko_KR", .gregorian, ["2025년", "11월", "22일"]),
            (.time, "ko_KR", .gregorian, ["오후", "4", "01"]),
            (.dateAndTime, "zh_Hans_CN", .gregorian, ["今天", "16", "01"]), // CLDR: a 24-hour clock in China
            (.date, "zh_Hans_CN", .gregorian, ["2025年", "11月", "22日"]),
            (.time, "ar_EG", .gregorian, ["م", "٤", "٠١"]),
            (.date, "ar_EG", .gregorian, ["٢٠٢٥", "نوفمبر", "٢٢"]),
            (.date, "ja_JP", .japanese, ["令和7年", "11月", "22日"]),
            (.yearAndMonth, "ja_JP", .japanese, ["令和7年", "11月"]),
        ]
        for (mode, locale, calendar, expected) in cases {
            let picker = laidOut(makeDatePicker(mode: mode, locale: locale, calendar: calendar))
            XCTAssertEqual(centreTitles(picker), expected, "\(mode) \(locale)")
        }
    }

    func testCountdownDrawsHoursAndMinutesWithFixedUnitLabels() async {
        // Seed 003: minuteInterval 5 and countDownDuration 4500 show 1 hour 15 minutes.
        let picker = makeDatePicker(mode: .countDownTimer)
        picker.minuteInterval = 5
        picker.countDownDuration = 4500
        laidOut(picker)
        XCTAssertEqual(centreTitles(picker), ["1", "15"])
        let units = picker.wheelsAdapter!.unitLabels.sorted { $0.key < $1.key }.map(\.value)
        XCTAssertEqual(units.map(\.text), ["hour", "min"], "one hour: the singular")
        picker.countDownDuration = 2 * 3600 + 600
        XCTAssertEqual(units.map(\.text), ["hours", "min"])
        // Each unit label sits in the band, right after its column's numbers.
        picker.layoutIfNeeded()
        let wheels = picker.wheelsPickerView!
        for (column, label) in units.enumerated() {
            XCTAssertTrue(label.superview === picker)
            XCTAssertEqual(label.frame.midY, 108)
            let strip = wheels.componentViews[column].frame
            let number = centreLabels(picker)[column]
            let numberFrame = number.convert(number.bounds, to: picker)
            XCTAssertEqual(number.textAlignment, .right, "the numbers stand against their unit")
            XCTAssertEqual(label.frame.minX, numberFrame.maxX + DatePickerColumnMetrics.unitGap, accuracy: 0.01)
            XCTAssertLessThanOrEqual(label.frame.maxX, strip.maxX)
        }
        // The labels stay put while the wheel turns.
        let before = units.map(\.frame)
        wheels.beginSpinning(component: 0)
        wheels.spin(component: 0, translation: -20)
        picker.layoutIfNeeded()
        XCTAssertEqual(units.map(\.frame), before)
    }

    func testCountdownUnitsAreLocalized() async {
        let korean = laidOut(makeDatePicker(mode: .countDownTimer, locale: "ko_KR"))
        korean.countDownDuration = 3 * 3600 + 20 * 60
        XCTAssertEqual(korean.wheelsAdapter!.unitLabels.sorted { $0.key < $1.key }.map(\.value.text), ["시간", "분"])
        let arabic = laidOut(makeDatePicker(mode: .countDownTimer, locale: "ar_EG"))
        arabic.countDownDuration = 3 * 3600 + 20 * 60
        XCTAssertEqual(centreTitles(arabic), ["٢٠", "٣"], "right to left: minutes on the left, in Arabic-Indic digits")
        let minutesLabel = arabic.wheelsAdapter!.unitLabels[0]!
        let minutesNumber = centreLabels(arabic)[0]
        XCTAssertLessThan(minutesLabel.frame.maxX, minutesNumber.convert(minutesNumber.bounds, to: arabic).minX + 0.01,
                          "right to left: the unit reads after the number, on its left")
    }

    func testOtherModesHaveNoUnitLabels() async {
        let picker = laidOut(makeDatePicker(mode: .countDownTimer))
        XCTAssertEqual(picker.wheelsAdapter?.unitLabels.count, 2)
        picker.datePickerMode = .time
        XCTAssertEqual(picker.wheelsAdapter?.unitLabels.count, 0)
        XCTAssertFalse(picker.subviews.contains { $0 is UILabel })
    }

    func testRowsOutsideTheLimitsAreDrawnDimmed() async {
        let picker = makeDatePicker(mode: .date)
        picker.minimumDate = DatePickerFixtures.date(2025, 11, 21)
        picker.maximumDate = DatePickerFixtures.date(2025, 11, 23)
        laidOut(picker)
        let wheels = picker.wheelsPickerView!
        let dayColumn = picker.column(.day)!
        let days = (wheels.visibleRowViews[dayColumn] ?? [:]).sorted { $0.key < $1.key }.compactMap { $0.value as? PickerTitleRowView }
        XCTAssertEqual(days.map { $0.text ?? "" }, ["19", "20", "21", "22", "23", "24", "25"])
        XCTAssertEqual(days.map(\.isEnabled), [false, false, true, true, true, false, false])
        let months = (wheels.visibleRowViews[picker.column(.month)!] ?? [:]).values.compactMap { $0 as? PickerTitleRowView }
        XCTAssertEqual(months.filter(\.isEnabled).map { $0.text ?? "" }, ["November"])
    }

    func testTheTimeReadsAsOneGroup() async {
        for locale in ["en_US", "ko_KR", "ar_EG"] {
            let picker = laidOut(makeDatePicker(mode: .dateAndTime, locale: locale))
            let layout = picker.columnLayout
            let labels = centreLabels(picker)
            XCTAssertEqual(labels[layout.index(of: .hour)!].textAlignment, .right, locale)
            XCTAssertEqual(labels[layout.index(of: .minute)!].textAlignment, .left, locale)
        }
        let english = laidOut(makeDatePicker(mode: .dateAndTime))
        XCTAssertEqual(centreLabels(english).map(\.textAlignment), [.right, .right, .left, .left],
                       "the date and AM/PM lean towards the time")
    }

    func testColumnWidthsAreMeasuredWithTheTextEngine() async {
        let picker = laidOut(makeDatePicker(mode: .date))
        let font = PickerTitleRowView.titleFont
        let months = picker.titles(of: .month)
        let widest = months.map { ($0 as NSString).size(withAttributes: [.font: font]).width }.max()!
        let metrics = picker.wheelsAdapter!.columnMetrics
        XCTAssertEqual(metrics[picker.column(.month)!].titleWidth, widest.rounded(.up), accuracy: 0.001,
                       "the month wheel is as wide as its widest name")
        XCTAssertGreaterThan(metrics[picker.column(.month)!].titleWidth, metrics[picker.column(.day)!].titleWidth)
        // Each column is as wide as it needs, with its padding.
        let wheels = picker.wheelsPickerView!
        let widths = (0..<3).map { wheels.rowSize(forComponent: $0).width }
        XCTAssertEqual(widths, metrics.map { $0.titleWidth + 2 * DatePickerColumnMetrics.padding })
    }

    func testTheIntrinsicWidthFollowsTheLocalizedContent() async {
        let english = makeDatePicker(mode: .dateAndTime)
        XCTAssertEqual(english.intrinsicContentSize, CGSize(width: 320, height: 216), "English fits UIKit's 320 points")
        let arabic = makeDatePicker(mode: .dateAndTime, locale: "ar_EG")
        let content = arabic.wheelsAdapter!.contentWidth
        XCTAssertGreaterThan(content, 320, "Arabic weekday and month names need more room")
        XCTAssertEqual(arabic.intrinsicContentSize.width, content)
        // The date column's width covers its widest month, not just the selected day.
        let metrics = english.wheelsAdapter!.columnMetrics[0]
        let font = PickerTitleRowView.titleFont
        let september = ("Wed Sep 24" as NSString).size(withAttributes: [.font: font]).width
        XCTAssertGreaterThanOrEqual(metrics.titleWidth + 1, september)
    }
}
