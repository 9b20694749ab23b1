import UIKit
import UIKitTesting

/// The date picker in every mode and style, with a locale switcher.
@MainActor
final class DatePickerScreen: UIViewController, CatalogScreen {
    let screenTitle = "Date Picker"
    var log = EventLog()
    let picker = UIDatePicker()
    let locales = ["en_US", "ko_KR", "ja_JP", "zh_Hans_CN", "ar_EG"]
    let modes: [(UIDatePicker.Mode, String)] = [(.dateAndTime, "Date & Time"), (.date, "Date"), (.time, "Time"),
                                                (.countDownTimer, "Timer"), (.yearAndMonth, "Month")]
    let styles: [(UIDatePickerStyle, String)] = [(.wheels, "Wheels"), (.compact, "Compact"), (.inline, "Inline")]
    let localeControl = UISegmentedControl(items: ["en", "ko", "ja", "zh", "ar"])
    let modeControl = UISegmentedControl(items: ["Date & Time", "Date", "Time", "Timer", "Month"])
    let styleControl = UISegmentedControl(items: ["Wheels", "Compact", "Inline"])

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        root.backgroundColor = .systemBackground
        view = root
        localeControl.frame = CGRect(x: 20, y: 20, width: 350, height: 32)
        localeControl.selectedSegmentIndex = 0
        localeControl.addAction(UIAction { [weak self] _ in self?.applyLocale() }, for: .valueChanged)
        root.addSubview(localeControl)
        modeControl.frame = CGRect(x: 20, y: 64, width: 350, height: 32)
        modeControl.selectedSegmentIndex = 0
        modeControl.apportionsSegmentWidthsByContent = true
        modeControl.addAction(UIAction { [weak self] _ in self?.applyMode() }, for: .valueChanged)
        root.addSubview(modeControl)
        styleControl.frame = CGRect(x: 20, y: 108, width: 350, height: 32)
        styleControl.selectedSegmentIndex = 0
        styleControl.addAction(UIAction { [weak self] _ in self?.applyStyle() }, for: .valueChanged)
        root.addSubview(styleControl)
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_700_000_000)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 156), size: picker.intrinsicContentSize)
        picker.addAction(UIAction { [weak self] _ in self?.logValue() }, for: .valueChanged)
        root.addSubview(picker)
    }

    private func applyLocale() {
        let identifier = locales[max(0, localeControl.selectedSegmentIndex)]
        picker.locale = Locale(identifier: identifier)
        if identifier == "ja_JP" {
            picker.calendar = Calendar(identifier: .japanese)
        } else {
            picker.calendar = Calendar(identifier: .gregorian)
        }
        picker.frame.size = picker.intrinsicContentSize
        log.append("datePicker: locale \(identifier)")
    }

    private func applyStyle() {
        let (style, name) = styles[max(0, styleControl.selectedSegmentIndex)]
        picker.preferredDatePickerStyle = style
        picker.frame.size = picker.intrinsicContentSize
        log.append("datePicker: style \(name)")
    }

    private func applyMode() {
        let (mode, name) = modes[max(0, modeControl.selectedSegmentIndex)]
        picker.datePickerMode = mode
        picker.frame.size = picker.intrinsicContentSize
        log.append("datePicker: mode \(name)")
    }

    private func logValue() {
        if picker.datePickerMode == .countDownTimer {
            log.append("datePicker: valueChanged \(Int(picker.countDownDuration)) s")
        } else {
            let formatter = ISO8601DateFormatter()
            log.append("datePicker: valueChanged \(formatter.string(from: picker.date))")
        }
    }

    func script(_ input: InputSimulator) {
        // Spin the first wheel up by two rows, then switch locale and mode.
        let wheelPoint = picker.convert(CGPoint(x: picker.bounds.width * 0.2, y: picker.bounds.midY), to: input.window)
        input.drag(from: wheelPoint, to: CGPoint(x: wheelPoint.x, y: wheelPoint.y - 74), duration: 0.8)
        input.advance(by: 5)
        input.tap(at: input.center(of: localeControl).applying(CGAffineTransform(translationX: -70, y: 0)))
        input.advance(by: 0.5)
        input.tap(at: modeControl.convert(CGPoint(x: modeControl.bounds.width * 0.1, y: 16), to: input.window))
        input.advance(by: 0.5)
        input.tap(at: styleControl.convert(CGPoint(x: styleControl.bounds.width * 5 / 6, y: 16), to: input.window))
        input.advance(by: 1)
    }
}
