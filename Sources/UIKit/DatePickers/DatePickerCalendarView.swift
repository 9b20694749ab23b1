/// The inline style's month calendar: the month and year with previous / next month
/// buttons, the weekday symbols from the calendar's first weekday, and the days of the
/// month. As UIKit draws it (iOS 14 and later): the selected day in the tint colour on a
/// light tint circle (white on a solid tint circle when it is today), today in the tint
/// colour, days outside the limits dimmed. A tap on a day or a month button is passed to
/// `targetHandler` (the date picker decides what it does).
@MainActor
final class DatePickerCalendarView: UIView {
    /// What the calendar shows.
    struct Content: Equatable {
        var grid: DatePickerMonthGrid
        var isRightToLeft: Bool
        var canShowPreviousMonth: Bool
        var canShowNextMonth: Bool
        /// The month and year wheels replace the grid: the title is drawn in the tint with
        /// its chevron turned down, and the month buttons, weekdays and days are not drawn.
        var showsMonthYearWheels = false
    }

    var content: Content? {
        didSet { if content != oldValue { setNeedsDisplay() } }
    }

    var targetHandler: ((DatePickerCalendarLayout.Target) -> Void)?

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let dayFont = UIFont.systemFont(ofSize: 20)
    static let selectedDayFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    /// The selected day's circle when it is not today: the tint at low strength.
    static let selectionCircleAlpha: CGFloat = 0.12

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        contentMode = .redraw
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended,
                  let target = self.layout.target(at: recognizer.location(in: self)) else { return }
            self.targetHandler?(target)
        }
        addGestureRecognizer(tap)
    }

    var layout: DatePickerCalendarLayout {
        DatePickerCalendarLayout(bounds: bounds, isRightToLeft: content?.isRightToLeft ?? false)
    }

    /// The day in a cell, if the cell belongs to the month shown.
    func day(atWeek week: Int, weekday: Int) -> DatePickerMonthGrid.Day? {
        guard let weeks = content?.grid.weeks, weeks.indices.contains(week), weeks[week].indices.contains(weekday) else { return nil }
        return weeks[week][weekday]
    }

    /// Where a day is drawn (nil when the month shown does not contain it).
    func cellRect(for date: Date, calendar: Calendar) -> CGRect? {
        guard let weeks = content?.grid.weeks else { return nil }
        for (week, days) in weeks.enumerated() {
            if let weekday = days.firstIndex(where: { $0.map { calendar.isDate($0.date, inSameDayAs: date) } ?? false }) {
                return layout.cellRect(week: week, weekday: weekday)
            }
        }
        return nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let content else { return }
        let layout = self.layout
        let tint: UIColor = tintColor
        drawHeader(content, layout: layout, tint: tint)
        guard !content.showsMonthYearWheels else { return }
        for (index, symbol) in weekdaySymbols(fitting: layout.cellWidth - 2).enumerated() where index < 7 {
            drawCentered(symbol, in: layout.weekdayRect(index), font: Self.weekdayFont, color: .tertiaryLabel)
        }
        for (week, days) in content.grid.weeks.enumerated() where week < DatePickerCalendarLayout.weekRows {
            for (weekday, day) in days.enumerated() {
                guard let day else { continue }
                drawDay(day, in: layout.cellRect(week: week, weekday: weekday), diameter: layout.circleDiameter, tint: tint)
            }
        }
    }

    /// The abbreviated weekday names when every one fits its column, else the narrow ones.
    func weekdaySymbols(fitting width: CGFloat) -> [String] {
        guard let grid = content?.grid else { return [] }
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.weekdayFont]
        let fits = grid.weekdaySymbols.allSatisfy { ($0 as NSString).size(withAttributes: attributes).width <= width }
        return fits || grid.narrowWeekdaySymbols.isEmpty ? grid.weekdaySymbols : grid.narrowWeekdaySymbols
    }

    private func drawHeader(_ content: Content, layout: DatePickerCalendarLayout, tint: UIColor) {
        let title = content.grid.title as NSString
        let titleColor: UIColor = content.showsMonthYearWheels ? tint : .label
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.titleFont, .foregroundColor: titleColor]
        let size = title.size(withAttributes: attributes)
        let titleRect = layout.titleRect
        let chevronGap: CGFloat = 6
        let chevronSize = CGSize(width: 7, height: 12)
        let titleWidth = min(size.width, max(0, titleRect.width - chevronGap - chevronSize.width))
        let titleX = content.isRightToLeft ? titleRect.maxX - titleWidth : titleRect.minX
        title.draw(in: CGRect(x: titleX, y: titleRect.midY - size.height / 2, width: titleWidth, height: size.height),
                   withAttributes: attributes)
        // UIKit: a small tint chevron after the title (it opens the month and year wheels),
        // turned down while they are open.
        let chevronX = content.isRightToLeft ? titleX - chevronGap - chevronSize.width : titleX + titleWidth + chevronGap
        let chevronRect = CGRect(x: chevronX, y: titleRect.midY - chevronSize.height / 2, width: chevronSize.width, height: chevronSize.height)
        if content.showsMonthYearWheels {
            drawDownChevron(in: CGRect(x: chevronRect.midX - chevronSize.height / 2, y: chevronRect.midY - chevronSize.width / 2,
                                       width: chevronSize.height, height: chevronSize.width), color: tint, lineWidth: 2)
            return
        }
        drawChevron(in: chevronRect, pointingRight: !content.isRightToLeft, color: tint, lineWidth: 2)
        // Previous / next month: chevrons pointing back and forward in reading direction.
        let buttonChevron = CGSize(width: 10, height: 18)
        for (rect, enabled, forward) in [(layout.previousButtonRect, content.canShowPreviousMonth, false),
                                         (layout.nextButtonRect, content.canShowNextMonth, true)] {
            let glyph = CGRect(x: rect.midX - buttonChevron.width / 2, y: rect.midY - buttonChevron.height / 2,
                               width: buttonChevron.width, height: buttonChevron.height)
            drawChevron(in: glyph, pointingRight: forward != content.isRightToLeft,
                        color: enabled ? tint : .tertiaryLabel, lineWidth: 2.5)
        }
    }

    private func drawChevron(in rect: CGRect, pointingRight: Bool, color: UIColor, lineWidth: CGFloat) {
        let path = UIBezierPath()
        let inset = lineWidth / 2
        let tipX = pointingRight ? rect.maxX - inset : rect.minX + inset
        let tailX = pointingRight ? rect.minX + inset : rect.maxX - inset
        path.move(to: CGPoint(x: tailX, y: rect.minY + inset))
        path.addLine(to: CGPoint(x: tipX, y: rect.midY))
        path.addLine(to: CGPoint(x: tailX, y: rect.maxY - inset))
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    private func drawDownChevron(in rect: CGRect, color: UIColor, lineWidth: CGFloat) {
        let path = UIBezierPath()
        let inset = lineWidth / 2
        path.move(to: CGPoint(x: rect.minX + inset, y: rect.minY + inset))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - inset))
        path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }

    private func drawDay(_ day: DatePickerMonthGrid.Day, in cell: CGRect, diameter: CGFloat, tint: UIColor) {
        let font: UIFont
        let color: UIColor
        if day.isSelected {
            let circle = UIBezierPath(ovalIn: CGRect(x: cell.midX - diameter / 2, y: cell.midY - diameter / 2,
                                                     width: diameter, height: diameter))
            (day.isToday ? tint : tint.withAlphaComponent(Self.selectionCircleAlpha)).setFill()
            circle.fill()
            font = Self.selectedDayFont
            color = day.isToday ? .white : tint
        } else {
            font = Self.dayFont
            color = !day.isEnabled ? .tertiaryLabel : day.isToday ? tint : .label
        }
        drawCentered(day.title, in: cell, font: font, color: color)
    }

    private func drawCentered(_ text: String, in rect: CGRect, font: UIFont, color: UIColor) {
        let string = text as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = string.size(withAttributes: attributes)
        string.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), withAttributes: attributes)
    }
}
