extension UIDatePicker {
    /// The mode displayed by the date picker (UIKit's raw values). The columns shown and
    /// their order follow the picker's locale and calendar.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and (in a 12-hour locale) the day period, e.g. "6 | 53 | PM".
        case time = 0
        /// Month, day and year, e.g. "November | 15 | 2007".
        case date = 1
        /// A combined date, hours, minutes and the day period, e.g. "Wed Nov 15 | 6 | 53 | PM".
        case dateAndTime = 2
        /// Hours and minutes of a duration, e.g. "1 | 53".
        case countDownTimer = 3
        /// Month and year, e.g. "November | 2007" (UIKit: iOS 17.4, wheels only).
        case yearAndMonth = 4

        /// Whether the mode shows a minute column (where `minuteInterval` applies).
        var showsMinutes: Bool {
            switch self {
            case .time, .dateAndTime, .countDownTimer: return true
            case .date, .yearAndMonth: return false
            }
        }

        /// Whether the mode shows a point in time (`date`) rather than a duration.
        var showsDate: Bool { self != .countDownTimer }
    }
}
