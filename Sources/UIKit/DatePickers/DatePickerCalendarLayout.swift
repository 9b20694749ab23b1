@_spi(Diagnostics) import CoreGraphics

/// Where the inline calendar's parts go in its bounds: the month-year header with the
/// previous / next month buttons, the weekday symbols, and six week rows of seven day
/// cells (UIKit keeps room for six weeks so the picker keeps its height from month to
/// month). Mirrored for a right-to-left locale: the week runs from the right, the title sits
/// on the right and the month buttons on the left.
struct DatePickerCalendarLayout: Equatable {
    enum Target: Equatable {
        case previousMonth
        case nextMonth
        /// The month and year title: it opens and closes the month and year wheels.
        case monthYearTitle
        /// A cell of the grid: week row and position in the week (0 = the first weekday).
        case cell(week: Int, weekday: Int)
    }

    let bounds: CGRect
    let isRightToLeft: Bool

    static let weekRows = 6
    static let headerHeight: CGFloat = 52
    static let weekdayRowHeight: CGFloat = 24
    static let sideInset: CGFloat = 12
    static let titleInset: CGFloat = 16
    static let bottomInset: CGFloat = 8
    /// The month buttons' touch areas (UIKit: 44-point buttons).
    static let buttonSize: CGFloat = 44

    var cellWidth: CGFloat { max(0, bounds.width - 2 * Self.sideInset) / 7 }

    var gridTop: CGFloat { bounds.minY + Self.headerHeight + Self.weekdayRowHeight }

    var rowHeight: CGFloat { max(0, bounds.maxY - Self.bottomInset - gridTop) / CGFloat(Self.weekRows) }

    /// The diameter of the selection circle: the cell's smaller side less a small margin.
    var circleDiameter: CGFloat { max(0, min(cellWidth, rowHeight, 44) - 2) }

    var headerRect: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Self.headerHeight)
    }

    /// The month title's area (the side away from the buttons).
    var titleRect: CGRect {
        let width = max(0, bounds.width - 2 * Self.titleInset - 2 * Self.buttonSize)
        let x = isRightToLeft ? bounds.maxX - Self.titleInset - width : bounds.minX + Self.titleInset
        return CGRect(x: x, y: bounds.minY, width: width, height: Self.headerHeight)
    }

    /// Where the month and year wheels go when they replace the grid: under the header.
    var wheelsRect: CGRect {
        CGRect(x: bounds.minX + Self.sideInset, y: bounds.minY + Self.headerHeight,
               width: max(0, bounds.width - 2 * Self.sideInset),
               height: max(0, bounds.height - Self.headerHeight - Self.bottomInset))
    }

    var previousButtonRect: CGRect { buttonRect(slot: 0) }
    var nextButtonRect: CGRect { buttonRect(slot: 1) }

    /// Slot 0 is the previous-month button, slot 1 the next: "‹ ›" at the trailing edge,
    /// mirrored to "› ‹" at the left in right-to-left.
    private func buttonRect(slot: Int) -> CGRect {
        let y = bounds.minY + (Self.headerHeight - Self.buttonSize) / 2
        let inset = Self.titleInset - 12
        let x = isRightToLeft
            ? bounds.minX + inset + CGFloat(1 - slot) * Self.buttonSize
            : bounds.maxX - inset - CGFloat(2 - slot) * Self.buttonSize
        return CGRect(x: x, y: y, width: Self.buttonSize, height: Self.buttonSize)
    }

    func weekdayRect(_ weekday: Int) -> CGRect {
        CGRect(x: columnX(weekday), y: bounds.minY + Self.headerHeight, width: cellWidth, height: Self.weekdayRowHeight)
    }

    func cellRect(week: Int, weekday: Int) -> CGRect {
        CGRect(x: columnX(weekday), y: gridTop + CGFloat(week) * rowHeight, width: cellWidth, height: rowHeight)
    }

    private func columnX(_ weekday: Int) -> CGFloat {
        isRightToLeft
            ? bounds.maxX - Self.sideInset - CGFloat(weekday + 1) * cellWidth
            : bounds.minX + Self.sideInset + CGFloat(weekday) * cellWidth
    }

    /// What a tap at `point` lands on.
    func target(at point: CGPoint) -> Target? {
        if previousButtonRect.contains(point) { return .previousMonth }
        if nextButtonRect.contains(point) { return .nextMonth }
        if titleRect.contains(point) { return .monthYearTitle }
        guard point.y >= gridTop, cellWidth > 0, rowHeight > 0 else { return nil }
        let week = Int(saturating: (point.y - gridTop) / rowHeight)
        let offset = isRightToLeft ? bounds.maxX - Self.sideInset - point.x : point.x - bounds.minX - Self.sideInset
        guard offset >= 0 else { return nil }
        let weekday = Int(saturating: offset / cellWidth)
        guard (0..<Self.weekRows).contains(week), (0..<7).contains(weekday) else { return nil }
        return .cell(week: week, weekday: weekday)
    }
}
