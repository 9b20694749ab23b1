@testable import UIKit
import UIKitTesting
import XCTest

/// The compact style: pills with the formatted value, and the editor a tap opens in the
/// window (the calendar for the date, wheels for the time), closed by a tap outside.
@MainActor
final class UIDatePickerCompactTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func present(_ picker: UIDatePicker, at origin: CGPoint = CGPoint(x: 20, y: 40))
        -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.makeKeyAndVisible()
        picker.frame = CGRect(origin: origin, size: picker.sizeThatFits(.zero))
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, InputSimulator(window: window))
    }

    private func overlay(in window: UIWindow) -> DatePickerEditorOverlay? {
        window.subviews.compactMap { $0 as? DatePickerEditorOverlay }.first
    }

    func testDateAndTimeShowTwoPillsWithTheFormattedValue() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .compact)
        picker.frame.size = picker.sizeThatFits(.zero)
        picker.layoutIfNeeded()
        XCTAssertEqual(picker.compactPills.map(\.role), [.date, .time])
        XCTAssertEqual(picker.compactPills.map(\.text), ["Nov 22, 2025", "4:01\u{202F}PM"])
        let frames = picker.compactPills.map(\.frame)
        XCTAssertEqual(frames[0].minX, 0)
        XCTAssertEqual(frames[1].minX, frames[0].maxX + 4, "UIKit keeps the pills apart")
        XCTAssertEqual(frames[1].maxX, picker.bounds.width)
        XCTAssertEqual(frames.map(\.height), [36, 36])
        for pill in picker.compactPills {
            XCTAssertEqual(pill.backgroundColor, .tertiarySystemFill)
            XCTAssertEqual(pill.layer.cornerRadius, DatePickerPillView.cornerRadius)
            XCTAssertEqual(pill.label.font.pointSize, 17)
            XCTAssertEqual(pill.label.textColor, .label)
            // Each pill is as wide as its text measured by the text engine, plus padding.
            let measured = (pill.text as NSString).size(withAttributes: [.font: DatePickerPillView.font]).width
            XCTAssertEqual(pill.frame.width, (measured - 1e-6).rounded(.up) + 24)
        }
        picker.datePickerMode = .date
        XCTAssertEqual(picker.compactPills.map(\.text), ["Nov 22, 2025"])
        picker.datePickerMode = .time
        XCTAssertEqual(picker.compactPills.map(\.text), ["4:01\u{202F}PM"])
    }

    func testPillsFollowTheLocale() async {
        let korean = makeDatePicker(mode: .dateAndTime, locale: "ko_KR", style: .compact)
        XCTAssertEqual(korean.compactPills.map(\.text), ["2025. 11. 22.", "오후 4:01"])
        let arabic = makeDatePicker(mode: .dateAndTime, locale: "ar_EG", style: .compact)
        arabic.frame.size = arabic.sizeThatFits(.zero)
        arabic.layoutIfNeeded()
        let date = arabic.compactPills.first { $0.role == .date }!
        let time = arabic.compactPills.first { $0.role == .time }!
        XCTAssertTrue(date.text.contains("٢٠٢٥"), "Arabic-Indic digits: \(date.text)")
        XCTAssertGreaterThan(date.frame.minX, time.frame.maxX, "right to left: the date pill reads first, on the right")
        let japanese = makeDatePicker(mode: .date, locale: "ja_JP", calendar: .japanese, style: .compact)
        XCTAssertEqual(japanese.compactPills.map(\.text), ["R7/11/22"])
    }

    func testSettingTheDateInCodeUpdatesThePills() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .compact)
        let counter = ValueChangedCounter(picker)
        picker.date = DatePickerFixtures.date(2026, 1, 5, 9, 30)
        XCTAssertEqual(picker.compactPills.map(\.text), ["Jan 5, 2026", "9:30\u{202F}AM"])
        XCTAssertEqual(counter.count, 0)
    }

    func testTappingTheDatePillShowsTheCalendarInTheWindow() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .compact)
        let (window, input) = present(picker)
        let datePill = picker.compactPills[0]
        input.tap(datePill)
        input.advance(by: 0.5)
        let shown = try? XCTUnwrap(overlay(in: window))
        XCTAssertEqual(shown?.frame, window.bounds, "the overlay covers the window to catch taps outside")
        XCTAssertEqual(shown?.editor.datePickerStyle, .inline)
        XCTAssertEqual(shown?.editor.datePickerMode, .date)
        XCTAssertEqual(shown?.editor.date, picker.date)
        XCTAssertEqual(shown?.editor.locale?.identifier, "en_US")
        XCTAssertEqual(shown?.panel.frame.size, CGSize(width: 320, height: 440))
        let pillFrame = datePill.convert(datePill.bounds, to: window)
        XCTAssertEqual(shown?.panel.frame.minY, pillFrame.maxY + 8, "below the pill")
        XCTAssertTrue(datePill.isActive)
        XCTAssertEqual(datePill.label.textColor, picker.tintColor, "the pill being edited shows the tint colour")
        XCTAssertTrue(picker.editorOverlay === shown)
    }

    func testATapOutsideTheEditorDismissesItWithoutChangingTheValue() async {
        let picker = makeDatePicker(mode: .date, style: .compact)
        let counter = ValueChangedCounter(picker)
        let (window, input) = present(picker)
        input.tap(picker.compactPills[0])
        input.advance(by: 0.5)
        XCTAssertNotNil(overlay(in: window))
        input.tap(at: CGPoint(x: 380, y: 690))
        input.advance(by: 0.5)
        XCTAssertNil(overlay(in: window))
        XCTAssertNil(picker.editorOverlay)
        XCTAssertFalse(picker.compactPills[0].isActive)
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(picker.date, DatePickerFixtures.reference)
    }

    func testPickingADayInTheEditorSendsValueChangedOnce() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .compact)
        let counter = ValueChangedCounter(picker)
        let (window, input) = present(picker)
        input.tap(picker.compactPills[0])
        input.advance(by: 0.5)
        let editor = overlay(in: window)!.editor
        editor.layoutIfNeeded()
        let calendar = editor.calendarView!
        let cell = calendar.cellRect(for: DatePickerFixtures.date(2025, 11, 25), calendar: editor.resolvedConfiguration.calendar)!
        input.tap(at: calendar.convert(CGPoint(x: cell.midX, y: cell.midY), to: window))
        input.advance(by: 0.5)
        XCTAssertEqual(counter.count, 1)
        let parts = DatePickerFixtures.components(of: picker.date)
        XCTAssertEqual([parts.year, parts.month, parts.day, parts.hour, parts.minute], [2025, 11, 25, 16, 1],
                       "the day changes, the time of day stays")
        XCTAssertEqual(picker.compactPills.map(\.text), ["Nov 25, 2025", "4:01\u{202F}PM"])
        XCTAssertNotNil(overlay(in: window), "the editor stays until a tap outside")
    }

    func testTheTimePillOpensTimeWheels() async {
        let picker = makeDatePicker(mode: .dateAndTime, style: .compact)
        let (window, input) = present(picker)
        input.tap(picker.compactPills[1])
        input.advance(by: 0.5)
        let editor = overlay(in: window)?.editor
        XCTAssertEqual(editor?.datePickerStyle, .wheels)
        XCTAssertEqual(editor?.datePickerMode, .time)
        XCTAssertEqual(editor?.wheelsPickerView?.numberOfComponents, 3)
        // A second tap on the pill closes its editor.
        input.tap(picker.compactPills[1])
        input.advance(by: 0.5)
        XCTAssertNil(overlay(in: window))
    }

    func testTheEditorGoesAboveThePillNearTheBottom() async {
        let picker = makeDatePicker(mode: .date, style: .compact)
        let (window, input) = present(picker, at: CGPoint(x: 20, y: 620))
        input.tap(picker.compactPills[0])
        input.advance(by: 0.5)
        let panel = overlay(in: window)!.panel.frame
        XCTAssertEqual(panel.maxY, picker.frame.minY - 8)
        XCTAssertGreaterThanOrEqual(panel.minX, 8)
    }

    func testNoEditorWhenDisabledOrOutsideAWindow() async {
        let picker = makeDatePicker(mode: .date, style: .compact)
        let log = LogCapture.capture { picker.userTapPill(picker.compactPills[0]) }
        XCTAssertNil(picker.editorOverlay)
        XCTAssertTrue(log.contains("outside a window"))
        let (window, input) = present(picker)
        picker.isEnabled = false
        input.tap(picker.compactPills[0])
        input.advance(by: 0.5)
        XCTAssertNil(overlay(in: window))
        XCTAssertFalse(picker.compactPills[0].label.isEnabled, "a disabled picker's pills are dimmed")
    }

    func testTheEditorClosesWhenThePickerLeavesTheWindowOrChangesStyle() async {
        let picker = makeDatePicker(mode: .date, style: .compact)
        let (window, input) = present(picker)
        input.tap(picker.compactPills[0])
        input.advance(by: 0.5)
        picker.preferredDatePickerStyle = .wheels
        XCTAssertNil(overlay(in: window))
        picker.preferredDatePickerStyle = .compact
        input.tap(picker.compactPills[0])
        input.advance(by: 0.5)
        picker.removeFromSuperview()
        XCTAssertNil(overlay(in: window))
    }
}
