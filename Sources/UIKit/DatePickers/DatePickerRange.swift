/// The dates a date picker can select.
///
/// OpenUIKit's wheels span years 1 through 9999 of the Gregorian calendar (the range every
/// ICU calendar computes exactly and every locale can format); a date set outside is
/// clamped into it with a log line. Within that, `minimumDate` / `maximumDate` narrow the
/// range — UIKit: "If the minimum date value is greater than the maximum date value, both
/// properties are ignored. The minimum and maximum dates are also ignored in the
/// countdown-timer mode."
enum DatePickerRange {
    /// 0001-01-03T00:00:00Z and 9999-12-29T23:59:59Z: a day inside the ends so that the
    /// first and last years exist whole in every time zone.
    static let supported: ClosedRange<Date> =
        Date(timeIntervalSince1970: -62_135_596_800 + 2 * 86_400)...Date(timeIntervalSince1970: 253_402_300_799 - 2 * 86_400)

    /// The selectable range for a mode and the limits set in code.
    static func effective(minimumDate: Date?, maximumDate: Date?, mode: UIDatePicker.Mode) -> ClosedRange<Date> {
        guard mode != .countDownTimer else { return supported }
        if let minimumDate, let maximumDate, maximumDate < minimumDate { return supported }
        let lower = minimumDate.map(clampedToSupported) ?? supported.lowerBound
        let upper = maximumDate.map(clampedToSupported) ?? supported.upperBound
        return lower <= upper ? lower...upper : supported
    }

    /// Whether the limits set in code are in effect (not ignored).
    static func limitsApply(minimumDate: Date?, maximumDate: Date?, mode: UIDatePicker.Mode) -> Bool {
        guard mode != .countDownTimer, minimumDate != nil || maximumDate != nil else { return false }
        if let minimumDate, let maximumDate, maximumDate < minimumDate { return false }
        return true
    }

    static func clampedToSupported(_ date: Date) -> Date {
        min(max(date, supported.lowerBound), supported.upperBound)
    }

    static func isValid(_ date: Date) -> Bool {
        !date.timeIntervalSinceReferenceDate.isNaN
    }
}
