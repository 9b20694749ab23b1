/// The formatters one date picker uses, made once per pattern (DateFormatter is expensive
/// to create) and dropped when the picker's locale, calendar or time zone change. One per
/// picker: no global state.
@MainActor
final class DatePickerFormatterCache {
    private var locale = Locale(identifier: "en_US_POSIX")
    private var calendar = Calendar(identifier: .gregorian)
    private var dateFormatters: [String: DateFormatter] = [:]
    private var clockFormatters: [String: DateFormatter] = [:]
    private var numberFormatter: NumberFormatter?

    /// Uses `locale` and `calendar` (with its time zone) from now on.
    func configure(locale: Locale, calendar: Calendar) {
        guard locale != self.locale || calendar != self.calendar else { return }
        self.locale = locale
        self.calendar = calendar
        dateFormatters = [:]
        clockFormatters = [:]
        numberFormatter = nil
        todayCache = nil
    }

    /// A formatter for `pattern` in the picker's locale, calendar and time zone.
    func formatter(pattern: String) -> DateFormatter {
        if let formatter = dateFormatters[pattern] { return formatter }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        dateFormatters[pattern] = formatter
        return formatter
    }

    func string(from date: Date, pattern: String) -> String {
        formatter(pattern: pattern).string(from: date)
    }

    /// A formatter with styles (compact labels, accessibility values).
    func string(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let key = "\u{1}style:\(dateStyle.rawValue):\(timeStyle.rawValue)"
        let formatter = dateFormatters[key] ?? {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            dateFormatters[key] = formatter
            return formatter
        }()
        return formatter.string(from: date)
    }

    /// An hour or minute in the locale's digits and field style ("4", "04", "٤", "4時"),
    /// independent of any date (Gregorian, UTC: no daylight-saving hour can be missing).
    func clockString(hour: Int, minute: Int, pattern: String) -> String {
        let formatter = clockFormatters[pattern] ?? {
            let formatter = DateFormatter()
            formatter.locale = locale
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(secondsFromGMT: 0)!
            formatter.calendar = gregorian
            formatter.timeZone = gregorian.timeZone
            formatter.dateFormat = pattern
            clockFormatters[pattern] = formatter
            return formatter
        }()
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: TimeInterval(hour * 3600 + minute * 60)))
    }

    var amSymbol: String { formatter(pattern: "a").amSymbol }
    var pmSymbol: String { formatter(pattern: "a").pmSymbol }

    /// A whole number in the locale's digits, without grouping.
    func number(_ value: Int) -> String {
        let formatter = numberFormatter ?? {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .none
            formatter.usesGroupingSeparator = false
            numberFormatter = formatter
            return formatter
        }()
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// A duration of whole hours or minutes ("1 hour", "15 min", "1시간", "١٥ د").
    func duration(hours: Int = 0, minutes: Int = 0, unit: Duration.UnitsFormatStyle.Unit,
                  width: Duration.UnitsFormatStyle.UnitWidth) -> String {
        let style = Duration.UnitsFormatStyle(allowedUnits: [unit], width: width).locale(locale)
        return style.format(.seconds(hours * 3600 + minutes * 60))
    }

    /// The locale's word for the current day ("Today", "오늘", "今天", "اليوم"), capitalised
    /// as the start of a sentence (UIKit's wheels show "Today").
    var todayTitle: String {
        if let cached = todayCache { return cached }
        let style = Date.RelativeFormatStyle(allowedFields: [.day], presentation: .named, unitsStyle: .wide,
                                             locale: locale, calendar: calendar, capitalizationContext: .beginningOfSentence)
        // Formatting "now" relative to now is day 0 whatever the clock reads.
        let title = style.format(Date.now)
        todayCache = title
        return title
    }

    private var todayCache: String?
}
