/// What one column (wheel) of a date picker selects.
enum DatePickerColumnKind: String, Equatable, Sendable, CaseIterable {
    /// `.dateAndTime`'s single date column ("Mon Nov 22", or "Today").
    case weekdayMonthDay
    /// Year, with the era where the calendar needs it (Japanese: 令和7年).
    case year
    case month
    case day
    case hour
    case minute
    /// AM / PM (오전 / 오후, 上午 / 下午, ص / م ...).
    case dayPeriod
    case countDownHours
    case countDownMinutes

    /// Pattern letters that make a field of this kind.
    static func kind(forPatternLetter letter: Character) -> DatePickerColumnKind? {
        switch letter {
        case "y", "Y", "u", "U", "r", "G": return .year
        case "M", "L": return .month
        case "d": return .day
        case "E", "c", "e": return .weekdayMonthDay
        case "h", "H", "K", "k": return .hour
        case "m": return .minute
        case "a", "b", "B": return .dayPeriod
        default: return nil
        }
    }

    /// UIKit's date picker loops these wheels; years and the combined date do not end in
    /// practice either, but they are long, not circular.
    var isLooping: Bool {
        switch self {
        case .month, .day, .hour, .minute, .countDownHours, .countDownMinutes: return true
        case .weekdayMonthDay, .year, .dayPeriod: return false
        }
    }

    /// The calendar unit a row of this column spans (for enabling rows against the limits).
    var calendarUnit: Calendar.Component? {
        switch self {
        case .weekdayMonthDay, .day: return .day
        case .year: return .year
        case .month: return .month
        case .hour: return .hour
        case .minute: return .minute
        case .dayPeriod, .countDownHours, .countDownMinutes: return nil
        }
    }
}
