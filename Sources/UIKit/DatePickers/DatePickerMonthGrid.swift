/// The inline style's month calendar as data: the month's title, the weekday header
/// starting on the calendar's first weekday (Sunday in en_US, Monday in de_DE), and week
/// rows of days, each with its title in the locale's digits and whether it is selected,
/// today, or outside the limits (disabled). The drawing phase draws this grid.
@MainActor
struct DatePickerMonthGrid: Equatable {
    struct Day: Equatable {
        let date: Date
        let title: String
        let isSelected: Bool
        let isToday: Bool
        let isEnabled: Bool
    }

    /// The first moment of the month shown.
    let month: Date
    /// "November 2025", "2025년 11월", "令和7年11月".
    let title: String
    /// Abbreviated weekday names, starting on the calendar's first weekday.
    let weekdaySymbols: [String]
    /// The shortest weekday names (one letter in most languages), for columns too narrow
    /// for the abbreviations (Arabic's are whole words).
    let narrowWeekdaySymbols: [String]
    /// Week rows of seven cells; nil cells belong to the neighbouring months.
    var weeks: [[Day?]]

    init(month: Date, selectedDate: Date, today: Date, configuration: DatePickerConfiguration, formatters: DatePickerFormatterCache) {
        let calendar = configuration.calendar
        let start = calendar.dateInterval(of: .month, for: month)?.start ?? month
        self.month = start
        let titlePattern = DatePickerLayout.pattern(forSkeleton: "yMMMM", locale: configuration.locale, calendar: calendar)
        title = formatters.string(from: start, pattern: titlePattern.string)

        let formatter = formatters.formatter(pattern: "EEE")
        let first = min(max(calendar.firstWeekday, 1), 7)
        func rotated(_ symbols: [String]?) -> [String] {
            guard let symbols, symbols.count == 7 else { return [] }
            return (0..<7).map { symbols[(first - 1 + $0) % 7].uppercased(with: configuration.locale) }
        }
        weekdaySymbols = rotated(formatter.shortStandaloneWeekdaySymbols)
        narrowWeekdaySymbols = rotated(formatter.veryShortStandaloneWeekdaySymbols)

        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 0
        let leading = (calendar.component(.weekday, from: start) - first + 7) % 7
        var cells: [Day?] = Array(repeating: nil, count: leading)
        let range = configuration.range
        for offset in 0..<days {
            guard let date = calendar.date(byAdding: .day, value: offset, to: start) else { continue }
            let span = calendar.dateInterval(of: .day, for: date)
            let enabled = !configuration.hasLimits || span.map { $0.start <= range.upperBound && $0.end > range.lowerBound } ?? true
            cells.append(Day(date: date, title: formatters.string(from: date, pattern: "d"),
                             isSelected: calendar.isDate(date, inSameDayAs: selectedDate),
                             isToday: calendar.isDate(date, inSameDayAs: today), isEnabled: enabled))
        }
        while cells.count % 7 != 0 { cells.append(nil) }
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}
