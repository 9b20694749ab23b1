@testable import UIKit
import UIKitTesting
import XCTest

/// Reviewed renderings of the pickers: each style in the locales a Korean, Chinese, Arabic
/// or Japanese user would check (goldens in `__Snapshots__/DatePickerSnapshotTests/`, scale 1).
@MainActor
final class DatePickerSnapshotTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    /// The view on a white card of its own size, laid out.
    private func card(_ view: UIView) -> UIView {
        let size = (view as? UIDatePicker)?.sizeThatFits(.zero) ?? view.frame.size
        let card = UIView(frame: CGRect(origin: .zero, size: size))
        card.backgroundColor = .white
        view.frame = card.bounds
        card.addSubview(view)
        card.layoutIfNeeded()
        view.layoutIfNeeded()
        return card
    }

    private func verify(_ picker: UIDatePicker, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        assertSnapshot(card(picker), named: name, file: file, line: line)
    }

    func testPickerViewWithTitlesAndAttributedTitles() async {
        final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
            let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew"]
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? fruits.count : 5 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 180 : 90 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { fruits[row] }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                component == 1 ? NSAttributedString(string: ["XS", "S", "M", "L", "XL"][row], attributes: [.foregroundColor: UIColor.systemBlue]) : nil
            }
        }
        let source = Source()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        assertSnapshot(card(picker), named: "picker-view")
        withExtendedLifetime(source) {}
    }

    // MARK: Wheels

    func testWheelsDateAndTimeEnglish() async {
        verify(makeDatePicker(mode: .dateAndTime), "wheels-dateAndTime-en_US")
    }

    func testWheelsDateKorean() async {
        verify(makeDatePicker(mode: .date, locale: "ko_KR"), "wheels-date-ko_KR")
    }

    func testWheelsTimeChinese() async {
        verify(makeDatePicker(mode: .time, locale: "zh_Hans_CN"), "wheels-time-zh_Hans_CN")
    }

    func testWheelsDateAndTimeArabic() async {
        verify(makeDatePicker(mode: .dateAndTime, locale: "ar_EG"), "wheels-dateAndTime-ar_EG")
    }

    func testWheelsYearAndMonthJapaneseCalendar() async {
        verify(makeDatePicker(mode: .yearAndMonth, locale: "ja_JP", calendar: .japanese), "wheels-yearAndMonth-ja_JP-japanese")
    }

    func testWheelsCountdown() async {
        let picker = makeDatePicker(mode: .countDownTimer)
        picker.minuteInterval = 5
        picker.countDownDuration = 4500
        verify(picker, "wheels-countDownTimer-en_US")
    }

    func testWheelsDimRowsOutsideTheLimits() async {
        let picker = makeDatePicker(mode: .date)
        picker.minimumDate = DatePickerFixtures.date(2025, 11, 21)
        picker.maximumDate = DatePickerFixtures.date(2025, 11, 23)
        verify(picker, "wheels-date-limits-en_US")
    }

    // MARK: Compact

    func testCompactDateAndTimeEnglish() async {
        verify(makeDatePicker(mode: .dateAndTime, style: .compact), "compact-dateAndTime-en_US")
    }

    func testCompactDateAndTimeArabic() async {
        verify(makeDatePicker(mode: .dateAndTime, locale: "ar_EG", style: .compact), "compact-dateAndTime-ar_EG")
    }

    // MARK: Inline

    func testInlineDateWithLimitsEnglish() async {
        let picker = makeDatePicker(mode: .date, style: .inline, today: DatePickerFixtures.date(2025, 11, 18))
        picker.minimumDate = DatePickerFixtures.date(2025, 11, 5)
        picker.maximumDate = DatePickerFixtures.date(2025, 12, 20)
        verify(picker, "inline-date-limits-en_US")
    }

    func testInlineDateAndTimeKorean() async {
        verify(makeDatePicker(mode: .dateAndTime, locale: "ko_KR", style: .inline), "inline-dateAndTime-ko_KR")
    }

    func testInlineDateArabic() async {
        verify(makeDatePicker(mode: .date, locale: "ar_EG", style: .inline), "inline-date-ar_EG")
    }

    func testInlineDateJapaneseCalendar() async {
        verify(makeDatePicker(mode: .date, locale: "ja_JP", calendar: .japanese, style: .inline), "inline-date-ja_JP-japanese")
    }

    func testInlineMonthAndYearWheelsKorean() async {
        let picker = makeDatePicker(mode: .date, locale: "ko_KR", style: .inline)
        let view = card(picker)
        picker.toggleMonthYearWheels()
        view.layoutIfNeeded()
        picker.monthYearWheels?.layoutIfNeeded()
        assertSnapshot(view, named: "inline-monthYearWheels-ko_KR")
    }
}
