/// The rows of a date picker's wheels for one state of the picker: how many rows each
/// column has, which is selected, each row's title (in the locale's words and digits),
/// which rows lie outside the limits (drawn dimmed), and the date a row would select.
///
/// Rows are computed, never stored: the `.dateAndTime` date column spans every day of
/// years 1...9999. Moving a column moves the date by whole calendar units from the current
/// date, so the calendar (Gregorian, Japanese, Hebrew ...) decides month lengths, leap
/// years and era changes, and a day that does not exist in the new month becomes its last
/// day (Jan 31 → Feb 28; Feb 29 → Feb 28 in a common year).
@MainActor
struct DatePickerWheelModel {
    let configuration: DatePickerConfiguration
    let layout: DatePickerLayout
    let date: Date
    let countDownDuration: TimeInterval
    /// The current day, for the "Today" row.
    let today: Date
    let formatters: DatePickerFormatterCache

    private let hour24: Int
    private let minute: Int
    private var yearAnchor = Date()
    private var yearCount = 0
    private var selectedYear = 0
    private var dayAnchor = Date()
    private var dayCount = 0
    private var selectedDay = 0
    private var yearStart = Date()
    private var monthCount = 12
    private var selectedMonth = 0
    private var monthStart = Date()
    private var daysInMonth = 31
    private var selectedDayOfMonth = 0

    init(configuration: DatePickerConfiguration, layout: DatePickerLayout, date: Date, countDownDuration: TimeInterval,
         today: Date, formatters: DatePickerFormatterCache) {
        self.configuration = configuration
        self.layout = layout
        self.date = date
        self.countDownDuration = countDownDuration
        self.today = today
        self.formatters = formatters
        let calendar = configuration.calendar
        if configuration.mode == .countDownTimer {
            let totalMinutes = Int(max(0, countDownDuration) / 60)
            hour24 = min(totalMinutes / 60, 23)
            minute = totalMinutes % 60
            return
        }
        hour24 = calendar.component(.hour, from: date)
        minute = calendar.component(.minute, from: date)
        let kinds = Set(layout.kinds)
        let supported = DatePickerRange.supported
        if kinds.contains(.year) {
            yearAnchor = calendar.dateInterval(of: .year, for: supported.lowerBound)?.start ?? supported.lowerBound
            yearCount = (calendar.dateComponents([.year], from: yearAnchor, to: supported.upperBound).year ?? 0) + 1
            selectedYear = calendar.dateComponents([.year], from: yearAnchor, to: date).year ?? 0
        }
        if kinds.contains(.weekdayMonthDay) {
            dayAnchor = calendar.startOfDay(for: supported.lowerBound)
            dayCount = (calendar.dateComponents([.day], from: dayAnchor, to: supported.upperBound).day ?? 0) + 1
            selectedDay = calendar.dateComponents([.day], from: dayAnchor, to: date).day ?? 0
        }
        if kinds.contains(.month) || kinds.contains(.day) {
            yearStart = calendar.dateInterval(of: .year, for: date)?.start ?? date
            monthStart = calendar.dateInterval(of: .month, for: date)?.start ?? date
            monthCount = calendar.range(of: .month, in: .year, for: date)?.count ?? 12
            selectedMonth = calendar.dateComponents([.month], from: yearStart, to: monthStart).month ?? 0
            let days = calendar.range(of: .day, in: .month, for: date) ?? 1..<32
            daysInMonth = days.count
            selectedDayOfMonth = calendar.component(.day, from: date) - days.lowerBound
        }
    }

    var columns: [DatePickerColumn] { layout.columns }
    private var calendar: Calendar { configuration.calendar }
    private var interval: Int { configuration.minuteInterval }
    private var wallClock: DatePickerWallClock { DatePickerWallClock(calendar: calendar) }

    private func column(_ index: Int) -> DatePickerColumn? {
        columns.indices.contains(index) ? columns[index] : nil
    }

    // MARK: Rows

    func numberOfRows(inColumn index: Int) -> Int {
        guard let column = column(index) else { return 0 }
        switch column.kind {
        case .weekdayMonthDay: return dayCount
        case .year: return yearCount
        case .month: return monthCount
        case .day: return daysInMonth
        case .hour: return column.usesTwelveHourClock ? 12 : 24
        case .minute, .countDownMinutes: return 60 / interval
        case .dayPeriod: return 2
        case .countDownHours: return 24
        }
    }

    func selectedRow(inColumn index: Int) -> Int {
        guard let column = column(index) else { return -1 }
        switch column.kind {
        case .weekdayMonthDay: return selectedDay
        case .year: return selectedYear
        case .month: return selectedMonth
        case .day: return selectedDayOfMonth
        case .hour: return Self.row(forHour: hour24, letter: column.hourLetter ?? "H")
        case .minute, .countDownMinutes: return minute / interval
        case .dayPeriod: return hour24 >= 12 ? 1 : 0
        case .countDownHours: return hour24
        }
    }

    /// The row showing `hour` (0–23) in an hour column counting with `letter`.
    static func row(forHour hour: Int, letter: Character) -> Int {
        switch letter {
        case "h": return (hour % 12 + 11) % 12 // rows 1...12
        case "K": return hour % 12 // rows 0...11
        case "k": return (hour + 23) % 24 // rows 1...24
        default: return hour // rows 0...23
        }
    }

    /// The hour (0–23) a row of an hour column selects, in the given half of the day.
    static func hour(forRow row: Int, letter: Character, isPM: Bool) -> Int {
        switch letter {
        case "h": return (row + 1) % 12 + (isPM ? 12 : 0)
        case "K": return row % 12 + (isPM ? 12 : 0)
        case "k": return (row + 1) % 24
        default: return row % 24
        }
    }

    // MARK: Titles

    func title(forRow row: Int, inColumn index: Int) -> String {
        guard let column = column(index) else { return "" }
        switch column.kind {
        case .weekdayMonthDay:
            guard let day = candidateDate(forRow: row, inColumn: index) else { return "" }
            if calendar.isDate(day, inSameDayAs: today) { return formatters.todayTitle }
            return formatters.string(from: day, pattern: column.pattern)
        case .year:
            guard let year = calendar.date(byAdding: .year, value: row - selectedYear, to: date) else { return "" }
            return formatters.string(from: year, pattern: column.pattern)
        case .month:
            guard let month = calendar.date(byAdding: .month, value: row, to: yearStart) else { return "" }
            return formatters.string(from: month, pattern: column.pattern)
        case .day:
            guard let day = calendar.date(byAdding: .day, value: row, to: monthStart) else { return "" }
            return formatters.string(from: day, pattern: column.pattern)
        case .hour:
            let hour = Self.hour(forRow: row, letter: column.hourLetter ?? "H", isPM: false)
            return formatters.clockString(hour: hour, minute: 0, pattern: column.pattern)
        case .minute:
            return formatters.clockString(hour: 0, minute: row * interval, pattern: column.pattern)
        case .dayPeriod:
            return row == 0 ? formatters.amSymbol : formatters.pmSymbol
        case .countDownHours:
            return formatters.number(row)
        case .countDownMinutes:
            return formatters.number(row * interval)
        }
    }

    /// The unit shown beside a countdown row ("hours", "min"; "시간", "분"), nil elsewhere.
    func unitLabel(forRow row: Int, inColumn index: Int) -> String? {
        guard let column = column(index) else { return nil }
        let full: String
        let number: String
        switch column.kind {
        case .countDownHours:
            full = formatters.duration(hours: row, unit: .hours, width: .wide)
            number = formatters.number(row)
        case .countDownMinutes:
            full = formatters.duration(minutes: row * interval, unit: .minutes, width: .abbreviated)
            number = formatters.number(row * interval)
        default:
            return nil
        }
        let unit = full.replacingOccurrences(of: number, with: "").trimmingCharacters(in: .whitespaces)
        return unit.isEmpty ? full : unit
    }

    /// What VoiceOver reads for a row: "2 o'clock", "2시", "41 minutes", "1 hour" ...
    func accessibilityValue(forRow row: Int, inColumn index: Int) -> String {
        guard let column = column(index) else { return "" }
        switch column.kind {
        case .hour:
            let hour = Self.hour(forRow: row, letter: column.hourLetter ?? "H", isPM: hour24 >= 12)
            return hourAccessibilityValue(hour: hour, twelveHour: column.usesTwelveHourClock)
        case .minute:
            return formatters.duration(minutes: row * interval, unit: .minutes, width: .wide)
        case .countDownHours:
            return formatters.duration(hours: row, unit: .hours, width: .wide)
        case .countDownMinutes:
            return formatters.duration(minutes: row * interval, unit: .minutes, width: .wide)
        case .weekdayMonthDay:
            guard let day = candidateDate(forRow: row, inColumn: index) else { return "" }
            let full = formatters.string(from: day, pattern: DatePickerLayout.pattern(forSkeleton: "MMMMEEEEd", locale: configuration.locale, calendar: calendar).string)
            return calendar.isDate(day, inSameDayAs: today) ? formatters.todayTitle + ", " + full : full
        case .month:
            guard let month = calendar.date(byAdding: .month, value: row, to: yearStart) else { return "" }
            return formatters.string(from: month, pattern: "LLLL")
        case .year, .day, .dayPeriod:
            return title(forRow: row, inColumn: index)
        }
    }

    /// UIKit reads an hour wheel as "2 o'clock" in English (seed 003's VoiceOver example);
    /// other languages use CLDR's hour-only pattern without the day period (ko "2시",
    /// ja "14時", de "14 Uhr").
    private func hourAccessibilityValue(hour: Int, twelveHour: Bool) -> String {
        let shown = twelveHour ? (hour % 12 == 0 ? 12 : hour % 12) : hour
        if configuration.locale.language.languageCode?.identifier == "en" {
            return formatters.number(shown) + " o'clock"
        }
        let skeleton = twelveHour ? "h" : "H"
        let pattern = DatePickerLayout.pattern(forSkeleton: skeleton, locale: configuration.locale, calendar: calendar)
        let tokens = pattern.tokens.filter { token in
            if case .field(let letter, _) = token { return !"abB".contains(letter) }
            return true
        }
        let hourOnly = DatePickerPattern(tokens: tokens).string.trimmingCharacters(in: .whitespaces)
        return formatters.clockString(hour: hour, minute: 0, pattern: hourOnly.isEmpty ? skeleton : hourOnly)
    }

    // MARK: Selecting rows

    /// The date selecting `row` in a date column would give (before the limits apply).
    func candidateDate(forRow row: Int, inColumn index: Int) -> Date? {
        guard let column = column(index), configuration.mode.showsDate else { return nil }
        switch column.kind {
        case .weekdayMonthDay: return wallClock.date(byAdding: .day, value: row - selectedDay, to: date)
        case .year: return wallClock.date(byAdding: .year, value: row - selectedYear, to: date)
        case .month: return wallClock.date(byAdding: .month, value: row - selectedMonth, to: date)
        case .day: return wallClock.date(byAdding: .day, value: row - selectedDayOfMonth, to: date)
        case .hour:
            let hour = Self.hour(forRow: row, letter: column.hourLetter ?? "H", isPM: hour24 >= 12)
            return wallClock.date(bySettingHour: hour, minute: minute, of: date)
        case .minute:
            return wallClock.date(bySettingHour: hour24, minute: (row * interval) % 60, of: date)
        case .dayPeriod:
            let hour = hour24 % 12 + (row == 1 ? 12 : 0)
            return wallClock.date(bySettingHour: hour, minute: minute, of: date)
        case .countDownHours, .countDownMinutes:
            return nil
        }
    }

    /// The duration selecting `row` in a countdown column would give (whole minutes).
    func candidateCountDownDuration(forRow row: Int, inColumn index: Int) -> TimeInterval? {
        guard let column = column(index) else { return nil }
        switch column.kind {
        case .countDownHours: return TimeInterval(row * 3600 + minute * 60)
        case .countDownMinutes: return TimeInterval(hour24 * 3600 + row * interval * 60)
        default: return nil
        }
    }

    /// Whether a row lies at least partly inside the limits (rows outside are drawn dimmed
    /// and the wheel springs back from them).
    func isRowEnabled(_ row: Int, inColumn index: Int) -> Bool {
        guard configuration.hasLimits, let column = column(index), configuration.mode.showsDate,
              let candidate = candidateDate(forRow: row, inColumn: index) else { return true }
        let span: DateInterval?
        switch column.kind {
        case .minute:
            span = calendar.dateInterval(of: .minute, for: candidate).map {
                DateInterval(start: $0.start, duration: TimeInterval(interval * 60))
            }
        case .dayPeriod:
            span = calendar.dateInterval(of: .day, for: candidate).map {
                let half = $0.duration / 2
                return DateInterval(start: $0.start.addingTimeInterval(row == 1 ? half : 0), duration: half)
            }
        default:
            span = column.kind.calendarUnit.flatMap { calendar.dateInterval(of: $0, for: candidate) }
        }
        guard let span else { return true }
        let range = configuration.range
        return span.start <= range.upperBound && span.end > range.lowerBound
    }
}
