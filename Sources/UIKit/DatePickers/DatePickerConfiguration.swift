/// Everything a date picker's columns and rows depend on, resolved from its properties:
/// the locale it formats with (after the unknown-locale fallback), its calendar with the
/// time zone and locale applied, the minute interval in effect, and the selectable range.
struct DatePickerConfiguration: Equatable {
    let mode: UIDatePicker.Mode
    let locale: Locale
    let calendar: Calendar
    let minuteInterval: Int
    let range: ClosedRange<Date>
    /// Whether minimumDate / maximumDate narrow the range (rows outside are disabled).
    let hasLimits: Bool
    let roundsToMinuteInterval: Bool

    var timeZone: TimeZone { calendar.timeZone }

    init(mode: UIDatePicker.Mode, locale: Locale, calendar: Calendar, timeZone: TimeZone,
         minuteInterval: Int, minimumDate: Date?, maximumDate: Date?, roundsToMinuteInterval: Bool) {
        self.mode = mode
        self.locale = locale
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        self.minuteInterval = DatePickerMinuteInterval.effective(minuteInterval)
        self.range = DatePickerRange.effective(minimumDate: minimumDate, maximumDate: maximumDate, mode: mode)
        self.hasLimits = DatePickerRange.limitsApply(minimumDate: minimumDate, maximumDate: maximumDate, mode: mode)
        self.roundsToMinuteInterval = roundsToMinuteInterval
    }

    /// A date as the picker holds it: inside the supported range, on the minute grid when
    /// the mode shows minutes (UIKit applies the grid before the limits), then inside the
    /// limits.
    func normalized(_ date: Date) -> Date {
        var value = DatePickerRange.clampedToSupported(date)
        if roundsToMinuteInterval, mode.showsMinutes {
            value = DatePickerMinuteInterval.rounded(value, interval: minuteInterval, calendar: calendar)
        }
        return clamped(value)
    }

    func clamped(_ date: Date) -> Date {
        min(max(date, range.lowerBound), range.upperBound)
    }
}
