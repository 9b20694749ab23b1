/// UIDatePicker's minute interval rules.
///
/// UIKit (minuteInterval reference): "The interval value must be evenly divided into 60; if
/// it isn't, the default value is used. The default and minimum values are 1; the maximum
/// value is 30." So the usable intervals are 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 and 30.
enum DatePickerMinuteInterval {
    static let defaultValue = 1
    static let validValues: Set<Int> = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    static func isValid(_ interval: Int) -> Bool { validValues.contains(interval) }

    /// The interval the picker works with for a value set in code.
    static func effective(_ interval: Int) -> Int {
        isValid(interval) ? interval : defaultValue
    }

    /// `date` moved back to the start of its minute-interval step in `calendar`, keeping its
    /// seconds (UIKit's wheels only replace hours and minutes, so a date keeps the seconds it
    /// was set with; rounding down matches measurements of iOS's roundsToMinuteInterval).
    static func rounded(_ date: Date, interval: Int, calendar: Calendar) -> Date {
        guard interval > 1 else { return date }
        let minute = calendar.component(.minute, from: date)
        let excess = minute % interval
        return excess == 0 ? date : date.addingTimeInterval(-TimeInterval(excess * 60))
    }
}
