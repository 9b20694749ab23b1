@_spi(Diagnostics) import CoreGraphics

/// A month calendar (iOS 16): the month's days under its title and weekday symbols, the
/// previous / next month buttons, the selection drawn with the date picker's circles and
/// the delegate's decorations under the days. It draws with the inline date picker's month
/// grid. Not here: the month and year wheels (a tap on the title does nothing).
@preconcurrency @MainActor
open class UICalendarView: UIView {
    open weak var delegate: (any UICalendarViewDelegate)?

    /// How days are selected; nil: none can be.
    open var selectionBehavior: UICalendarSelection? {
        didSet {
            oldValue?.calendarView = nil
            selectionBehavior?.calendarView = self
            updateContent()
        }
    }

    open var locale: Locale = .current {
        didSet { updateContent() }
    }

    open var calendar: Calendar = .current {
        didSet { updateContent() }
    }

    /// Nil: the calendar's time zone.
    open var timeZone: TimeZone? {
        didSet { updateContent() }
    }

    /// Kept; the days are drawn in the default design.
    open var fontDesign: UIFontDescriptor.SystemDesign = .default

    /// The days that can be selected (others are dimmed) and the months that can be shown.
    /// UIKit: from the distant past to the distant future.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) {
        didSet {
            visibleMonthStart = clampedMonth(visibleMonthStart)
            updateContent()
        }
    }

    /// Whether the delegate is asked for decorations. UIKit: true.
    open var wantsDateDecorations: Bool = true {
        didSet { updateDecorations() }
    }

    /// The first moment of the month shown.
    private var visibleMonthStart: Date = Date()
    private let monthView = DatePickerCalendarView()
    private let formatters = DatePickerFormatterCache()
    private var decorationViews: [UIView] = []
    /// What is shown now: the grid with the selection applied.
    private(set) var shownGrid: DatePickerMonthGrid?
    var currentDateProvider: () -> Date = { Date() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        visibleMonthStart = clampedMonth(currentDateProvider())
        monthView.targetHandler = { [weak self] target in self?.userTapped(target) }
        addSubview(monthView)
        updateContent()
    }

    /// The calendar the view computes with: its time zone and locale applied.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar
        calendar.timeZone = timeZone ?? self.calendar.timeZone
        calendar.locale = locale
        return calendar
    }

    // MARK: Visible month

    /// The month shown: the calendar, era, year and month.
    open var visibleDateComponents: DateComponents {
        get {
            var components = effectiveCalendar.dateComponents([.era, .year, .month], from: visibleMonthStart)
            components.calendar = calendar
            return components
        }
        set { setVisibleDateComponents(newValue, animated: false) }
    }

    /// Shows the month containing the components' date (inside `availableDateRange`).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        let calendar = effectiveCalendar
        var monthComponents = dateComponents
        monthComponents.day = 1
        monthComponents.hour = nil
        monthComponents.minute = nil
        monthComponents.second = nil
        monthComponents.nanosecond = nil
        guard let date = (monthComponents.calendar.map { cal -> Calendar in
            var copy = cal
            copy.timeZone = calendar.timeZone
            return copy
        } ?? calendar).date(from: monthComponents) else {
            FrameworkLog.log("UICalendarView.setVisibleDateComponents(_:animated:): \(dateComponents) names no date; ignored")
            return
        }
        visibleMonthStart = clampedMonth(date)
        updateContent()
    }

    private func clampedMonth(_ date: Date) -> Date {
        let calendar = effectiveCalendar
        let range = availableDateRange
        let clamped = min(max(date, range.start), range.end)
        return calendar.dateInterval(of: .month, for: clamped)?.start ?? clamped
    }

    private func canShowMonth(offset: Int) -> Bool {
        let calendar = effectiveCalendar
        guard let month = calendar.date(byAdding: .month, value: offset, to: visibleMonthStart),
              let span = calendar.dateInterval(of: .month, for: month) else { return false }
        return span.start <= availableDateRange.end && span.end > availableDateRange.start
    }

    // MARK: Content

    func selectionDidChange() {
        updateContent()
    }

    private func updateContent() {
        let calendar = effectiveCalendar
        formatters.configure(locale: locale, calendar: calendar)
        let configuration = DatePickerConfiguration(
            mode: .date, locale: locale, calendar: calendar, timeZone: calendar.timeZone, minuteInterval: 1,
            minimumDate: availableDateRange.start == .distantPast ? nil : availableDateRange.start,
            maximumDate: availableDateRange.end == .distantFuture ? nil : availableDateRange.end,
            roundsToMinuteInterval: false)
        var grid = DatePickerMonthGrid(month: visibleMonthStart, selectedDate: .distantPast, today: currentDateProvider(),
                                       configuration: configuration, formatters: formatters)
        let selection = selectionBehavior
        grid.weeks = grid.weeks.map { week in
            week.map { day in
                guard let day else { return nil }
                let selected = selection?._isSelected(Self.dayComponents(day.date, calendar: calendar), calendar: calendar) ?? false
                return DatePickerMonthGrid.Day(date: day.date, title: day.title, isSelected: selected,
                                               isToday: day.isToday, isEnabled: day.isEnabled)
            }
        }
        shownGrid = grid
        monthView.content = DatePickerCalendarView.Content(
            grid: grid, isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
            canShowPreviousMonth: canShowMonth(offset: -1), canShowNextMonth: canShowMonth(offset: 1))
        updateDecorations()
        setNeedsLayout()
    }

    /// The components UIKit hands out for a day: calendar, era, year, month and day.
    static func dayComponents(_ date: Date, calendar: Calendar) -> DateComponents {
        var components = calendar.dateComponents([.era, .year, .month, .day], from: date)
        components.calendar = calendar
        return components
    }

    // MARK: Decorations

    /// Asks the delegate again for these days' decorations.
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        updateDecorations()
    }

    /// The decorations shown now, by day of the month.
    private(set) var shownDecorations: [Int: UIView] = [:]

    private func updateDecorations() {
        decorationViews.forEach { $0.removeFromSuperview() }
        decorationViews = []
        shownDecorations = [:]
        guard wantsDateDecorations, let delegate, let grid = shownGrid else { return }
        let calendar = effectiveCalendar
        for week in grid.weeks {
            for case let day? in week {
                let components = Self.dayComponents(day.date, calendar: calendar)
                guard let decoration = delegate.calendarView(self, decorationFor: components) else { continue }
                let view = decoration.makeView()
                view.isUserInteractionEnabled = false
                addSubview(view)
                decorationViews.append(view)
                if let dayNumber = components.day { shownDecorations[dayNumber] = view }
            }
        }
        setNeedsLayout()
    }

    // MARK: Layout

    /// Assumed: a month of six weeks in 320 × 348 points (the inline date picker's metrics).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: 320, height: 348)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        monthView.frame = bounds
        let calendar = effectiveCalendar
        let layout = monthView.layout
        for (day, view) in shownDecorations {
            guard let date = calendar.date(byAdding: .day, value: day - 1, to: visibleMonthStart),
                  let cell = monthView.cellRect(for: date, calendar: calendar) else { continue }
            // Under the day's number, inside its cell.
            let size = view.bounds.size == .zero ? view.sizeThatFits(CGSize(width: cell.width, height: cell.height / 4)) : view.bounds.size
            let width = min(size.width, cell.width), height = min(size.height, cell.height / 3)
            let top = cell.midY + min(layout.circleDiameter / 2, cell.height / 2 - height) - height / 2 + 2
            view.frame = CGRect(x: cell.midX - width / 2, y: top, width: width, height: height)
        }
    }

    // MARK: Taps

    private func userTapped(_ target: DatePickerCalendarLayout.Target) {
        switch target {
        case .previousMonth, .nextMonth:
            let offset = target == .previousMonth ? -1 : 1
            guard canShowMonth(offset: offset),
                  let month = effectiveCalendar.date(byAdding: .month, value: offset, to: visibleMonthStart) else { return }
            let previous = visibleDateComponents
            visibleMonthStart = clampedMonth(month)
            updateContent()
            delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
        case .monthYearTitle:
            break
        case let .cell(week, weekday):
            guard let day = monthView.day(atWeek: week, weekday: weekday), day.isEnabled, let selection = selectionBehavior else { return }
            selection._userTapped(Self.dayComponents(day.date, calendar: effectiveCalendar), calendar: effectiveCalendar)
        }
    }
}
