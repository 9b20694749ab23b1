/// The inline calendar's state and the user's actions on it (entry points for the drawing
/// and gesture phase: a tap on a day cell, the previous / next month buttons).
extension UIDatePicker {
    /// The first moment of the month the inline calendar shows: the selected date's month
    /// until the user pages.
    var displayedMonth: Date {
        let calendar = resolvedConfiguration.calendar
        let base = displayedMonthStorage ?? dateStorage
        return calendar.dateInterval(of: .month, for: base)?.start ?? base
    }

    var monthGrid: DatePickerMonthGrid {
        DatePickerMonthGrid(month: displayedMonth, selectedDate: dateStorage, today: currentDateProvider(),
                            configuration: resolvedConfiguration, formatters: formatters)
    }

    /// Previous (-1) or next (+1) month; paging changes no value.
    func userShowMonth(offset: Int) {
        guard let month = resolvedConfiguration.calendar.date(byAdding: .month, value: offset, to: displayedMonth),
              DatePickerRange.supported.contains(month) else { return }
        displayedMonthStorage = month
        setNeedsDisplay()
    }

    /// The user tapped a day cell: the day changes, the time of day is kept (disabled days
    /// are not selectable; UIKit draws them dimmed and ignores taps).
    func userSelectDay(_ day: DatePickerMonthGrid.Day) {
        guard day.isEnabled else { return }
        let calendar = resolvedConfiguration.calendar
        var components = calendar.dateComponents([.era, .year, .month, .day], from: day.date)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: dateStorage)
        components.hour = time.hour
        components.minute = time.minute
        components.second = time.second
        components.nanosecond = time.nanosecond
        guard let resolved = calendar.date(from: components) else { return }
        let date = DatePickerWallClock(calendar: calendar).preferringOffset(of: dateStorage, for: resolved)
        displayedMonthStorage = nil
        userSetDate(date)
    }
}
