/// Turns a wheel's wall-clock choice into a point in time, deterministically around
/// daylight-saving transitions.
///
/// - A time in a spring-forward gap (America/New_York, second Sunday of March, 02:30) does
///   not exist: it resolves the way `Calendar.date(from:)` does, the same distance past the
///   gap (03:30 EDT), and the wheels then show that time.
/// - A time in a repeated hour (first Sunday of November, 01:30 happens twice) resolves to
///   the occurrence with the picker's current UTC offset when there is one — so turning the
///   minutes of 01:30 EST stays in EST — otherwise to the first occurrence (EDT), as
///   `Calendar.date(from:)` does.
struct DatePickerWallClock {
    let calendar: Calendar

    private static let fields: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond]

    /// `date` with its hour (0–23) and minute replaced, on the same calendar day.
    func date(bySettingHour hour: Int, minute: Int, of date: Date) -> Date? {
        var components = calendar.dateComponents(Self.fields, from: date)
        components.hour = hour
        components.minute = minute
        guard let resolved = calendar.date(from: components) else { return nil }
        return preferringOffset(of: date, for: resolved)
    }

    /// `date` moved by whole calendar units (wall-clock time kept; the day clamped to the
    /// month's length, so Jan 31 + 1 month is Feb 28 and Feb 29 + 1 year is Feb 28).
    func date(byAdding unit: Calendar.Component, value: Int, to date: Date) -> Date? {
        guard value != 0 else { return date }
        guard let moved = calendar.date(byAdding: unit, value: value, to: date) else { return nil }
        return preferringOffset(of: date, for: moved)
    }

    /// In a repeated hour, the occurrence of `result`'s wall-clock time that has
    /// `reference`'s UTC offset, when it exists.
    func preferringOffset(of reference: Date, for result: Date) -> Date {
        let zone = calendar.timeZone
        let wanted = zone.secondsFromGMT(for: reference)
        let actual = zone.secondsFromGMT(for: result)
        guard wanted != actual else { return result }
        let alternative = result.addingTimeInterval(TimeInterval(actual - wanted))
        guard zone.secondsFromGMT(for: alternative) == wanted else { return result }
        let a = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: alternative)
        let b = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: result)
        return a == b ? alternative : result
    }
}
