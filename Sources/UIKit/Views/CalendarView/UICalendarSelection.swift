/// How a calendar view selects dates: `UICalendarSelectionSingleDate` or
/// `UICalendarSelectionMultiDate` (the base class selects nothing).
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
    /// The calendar view using this selection (to redraw when it changes).
    weak var calendarView: UICalendarView?

    /// Whether a day is selected (drawn with the selection circle).
    func _isSelected(_ components: DateComponents, calendar: Calendar) -> Bool { false }

    /// The user tapped a day that can be chosen.
    func _userTapped(_ components: DateComponents, calendar: Calendar) {}

    func selectionDidChange() {
        calendarView?.selectionDidChange()
    }

    /// Whether two components name the same day (era, year, month and day).
    static func sameDay(_ lhs: DateComponents, _ rhs: DateComponents, calendar: Calendar) -> Bool {
        guard let left = (lhs.calendar ?? calendar).date(from: lhs), let right = (rhs.calendar ?? calendar).date(from: rhs) else {
            return lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day
        }
        return calendar.isDate(left, inSameDayAs: right)
    }
}
