/// The inline style: the month calendar (with the time row under it when the mode has a
/// time), its paging and day selection. A tap on a day selects it (the time of day is
/// kept) and sends `valueChanged` once; the month buttons page without changing the value,
/// and the month and year title opens wheels that choose the month shown.
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

    /// Whether paging by `offset` months shows a month with any selectable day (UIKit dims
    /// the month button otherwise).
    func canShowMonth(offset: Int) -> Bool {
        let configuration = resolvedConfiguration
        guard let month = configuration.calendar.date(byAdding: .month, value: offset, to: displayedMonth),
              let span = configuration.calendar.dateInterval(of: .month, for: month),
              DatePickerRange.supported.contains(span.start) else { return false }
        guard configuration.hasLimits else { return true }
        return span.start <= configuration.range.upperBound && span.end > configuration.range.lowerBound
    }

    /// Previous (-1) or next (+1) month; paging changes no value.
    func userShowMonth(offset: Int) {
        guard canShowMonth(offset: offset),
              let month = resolvedConfiguration.calendar.date(byAdding: .month, value: offset, to: displayedMonth) else { return }
        displayedMonthStorage = month
        updateCalendarContent()
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

    // MARK: Views

    func updateInline(isShown: Bool) {
        let showsCalendar = isShown && modeStorage != .time
        if showsCalendar {
            let calendarView = self.calendarView ?? {
                let view = DatePickerCalendarView(frame: .zero)
                view.targetHandler = { [weak self] target in self?.userTapCalendar(target) }
                self.calendarView = view
                addSubview(view)
                return view
            }()
            calendarView.isUserInteractionEnabled = true
            updateCalendarContent()
        } else if let calendarView {
            calendarView.removeFromSuperview()
            self.calendarView = nil
        }
        if showsCalendar {
            updateMonthYearWheels()
        } else {
            closeMonthYearWheels()
        }
        if showsCalendar, modeStorage == .dateAndTime {
            let row = timeRowView ?? {
                let row = DatePickerTimeRowView(frame: .zero)
                row.pill.addGestureRecognizer(UITapGestureRecognizer { [weak self, weak row] recognizer in
                    guard let self, let row, recognizer.state == .ended else { return }
                    self.userTapPill(row.pill)
                })
                timeRowView = row
                addSubview(row)
                return row
            }()
            row.titleLabel.text = DatePickerStrings.timeTitle(for: resolvedConfiguration.locale)
            row.pill.text = compactTimeText
            row.pill.isEnabled = isEnabled
            row.pillWidth = pillWidth(.time)
            row.isRightToLeft = columnLayout.isRightToLeft
        } else if let timeRowView {
            timeRowView.removeFromSuperview()
            self.timeRowView = nil
        }
    }

    func updateCalendarContent() {
        guard let calendarView else { return }
        calendarView.content = DatePickerCalendarView.Content(
            grid: monthGrid, isRightToLeft: columnLayout.isRightToLeft,
            canShowPreviousMonth: canShowMonth(offset: -1), canShowNextMonth: canShowMonth(offset: 1),
            showsMonthYearWheels: monthYearWheels != nil)
    }

    private func userTapCalendar(_ target: DatePickerCalendarLayout.Target) {
        guard isEnabled else { return }
        // While the month and year wheels are open, only the title (which closes them) acts.
        guard monthYearWheels == nil || target == .monthYearTitle else { return }
        switch target {
        case .monthYearTitle:
            toggleMonthYearWheels()
        case .previousMonth:
            userShowMonth(offset: -1)
        case .nextMonth:
            userShowMonth(offset: 1)
        case .cell(let week, let weekday):
            if let day = calendarView?.day(atWeek: week, weekday: weekday) { userSelectDay(day) }
        }
    }

    func layoutInline() {
        if let timeRowView {
            let rowHeight = DatePickerTimeRowView.height
            calendarView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - rowHeight))
            timeRowView.frame = CGRect(x: 0, y: max(0, bounds.height - rowHeight), width: bounds.width, height: rowHeight)
        } else {
            calendarView?.frame = bounds
        }
        if let calendarView, let monthYearWheels {
            monthYearWheels.frame = calendarView.convert(calendarView.layout.wheelsRect, to: self)
        }
        layoutPills(in: bounds)
    }
}
