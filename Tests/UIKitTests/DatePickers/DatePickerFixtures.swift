import Foundation

/// Fixed points in time for the date picker tests. Every test sets the picker's
/// locale, calendar and time zone explicitly: nothing depends on the machine's settings or
/// the wall clock.
enum DatePickerFixtures {
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
                     timeZone: String = "UTC") -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone)!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// Saturday 22 November 2025, 16:01:30 UTC.
    static let reference = date(2025, 11, 22, 16, 1, 30)

    static func calendar(_ identifier: Calendar.Identifier = .gregorian, timeZone: String = "UTC") -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: timeZone)!
        return calendar
    }

    static func components(of date: Date, timeZone: String = "UTC") -> DateComponents {
        calendar(timeZone: timeZone).dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }
}
