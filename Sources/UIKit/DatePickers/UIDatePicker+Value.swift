@_spi(Diagnostics) import CoreGraphics

extension UIDatePicker {
    // MARK: Resolved configuration

    /// The locale, calendar, time zone, interval and range the picker works with now.
    var resolvedConfiguration: DatePickerConfiguration {
        if let configurationCache { return configurationCache }
        let calendar = calendarStorage ?? Calendar.current
        let requested = localeStorage ?? calendar.locale ?? Locale.current
        let configuration = DatePickerConfiguration(
            mode: modeStorage, locale: DatePickerLocaleResolver.resolve(requested).locale, calendar: calendar,
            timeZone: timeZoneStorage ?? calendar.timeZone, minuteInterval: minuteIntervalStorage,
            minimumDate: minimumDateStorage, maximumDate: maximumDateStorage,
            roundsToMinuteInterval: roundsToMinuteIntervalStorage)
        configurationCache = configuration
        formatters.configure(locale: configuration.locale, calendar: configuration.calendar)
        return configuration
    }

    /// The columns for the current mode, locale and calendar.
    var columnLayout: DatePickerLayout {
        if let layoutCache { return layoutCache }
        let configuration = resolvedConfiguration
        let layout = DatePickerLayout(mode: configuration.mode, locale: configuration.locale, calendar: configuration.calendar)
        layoutCache = layout
        return layout
    }

    func makeWheelModel() -> DatePickerWheelModel {
        DatePickerWheelModel(configuration: resolvedConfiguration, layout: columnLayout, date: dateStorage,
                             countDownDuration: countDownDurationStorage, today: currentDateProvider(), formatters: formatters)
    }

    /// Something the columns or the range depend on changed: the date is normalised again
    /// (without `valueChanged`: code made the change) and everything shown is refreshed.
    func configurationDidChange(animated: Bool = false) {
        configurationCache = nil
        layoutCache = nil
        let configuration = resolvedConfiguration
        if modeStorage.showsDate {
            dateStorage = configuration.normalized(dateStorage)
        } else {
            countDownDurationStorage = DatePickerCountdown.normalized(countDownDurationStorage,
                                                                      minuteInterval: configuration.minuteInterval).value
        }
        updatePresentation(animated: animated)
        intrinsicSizeMayHaveChanged()
    }

    /// Invalidates the intrinsic size when a change altered it (the mode, style or locale
    /// usually do; a compact picker's date can, as its text's width).
    func intrinsicSizeMayHaveChanged() {
        let size = _fittingSize()
        guard size != knownIntrinsicSize else { return }
        knownIntrinsicSize = size
        invalidateIntrinsicContentSize()
    }

    // MARK: Style

    var _resolvedStyle: UIDatePickerStyle {
        switch (preferredStyleStorage, modeStorage) {
        case (_, .countDownTimer), (_, .yearAndMonth):
            // UIKit: these modes exist only as wheels (other styles raise an exception).
            return .wheels
        case (.automatic, _):
            // UIKit (iOS 14+, iPhone): automatic resolves to compact for date and time modes
            // (observed: the "iOS 14 date picker became a label" change; also measured on the
            // iOS 26.1 simulator by an independent re-implementation).
            return .compact
        default:
            return preferredStyleStorage
        }
    }

    func _setMode(_ mode: Mode) {
        guard mode != modeStorage else { return }
        modeStorage = mode
        reportUnsupportedStyle()
        if mode == .countDownTimer {
            // UIKit: the wheels never rest on 0:00; an untouched 0 becomes one interval.
            countDownDurationStorage = DatePickerCountdown.normalized(
                countDownDurationStorage, minuteInterval: DatePickerMinuteInterval.effective(minuteIntervalStorage)).value
        }
        displayedMonthStorage = nil
        configurationDidChange()
    }

    func _setPreferredStyle(_ style: UIDatePickerStyle) {
        guard style != preferredStyleStorage else { return }
        preferredStyleStorage = style
        reportUnsupportedStyle()
        configurationDidChange()
    }

    /// Differs from UIKit: UIKit raises NSInternalInconsistencyException ("UIDatePickerMode
    /// .countDownTimer is unsupported when using style .inline."; yearAndMonth likewise);
    /// OpenUIKit logs and shows wheels.
    private func reportUnsupportedStyle() {
        guard modeStorage == .countDownTimer || modeStorage == .yearAndMonth,
              preferredStyleStorage == .compact || preferredStyleStorage == .inline else { return }
        FrameworkLog.log("UIDatePicker: mode .\(modeStorage) is unsupported with style .\(preferredStyleStorage) (UIKit raises an exception); using .wheels")
    }

    // MARK: Locale

    func _setLocale(_ locale: Locale?) {
        localeStorage = locale
        if let locale, let problem = DatePickerLocaleResolver.resolve(locale).problem {
            FrameworkLog.log("UIDatePicker.locale: \(problem)")
        }
        configurationDidChange()
    }

    // MARK: Date

    func _setDate(_ date: Date, animated: Bool) {
        guard DatePickerRange.isValid(date) else {
            FrameworkLog.log("UIDatePicker.date: \(date.timeIntervalSinceReferenceDate) is not a point in time; ignored")
            return
        }
        reportIfUnsupported(date, what: "date")
        dateStorage = resolvedConfiguration.normalized(date)
        updatePresentation(animated: animated)
        intrinsicSizeMayHaveChanged()
    }

    func _setLimit(_ limit: Date?, isMinimum: Bool) {
        let name = isMinimum ? "minimumDate" : "maximumDate"
        if let limit {
            guard DatePickerRange.isValid(limit) else {
                FrameworkLog.log("UIDatePicker.\(name): \(limit.timeIntervalSinceReferenceDate) is not a point in time; ignored")
                return
            }
            reportIfUnsupported(limit, what: name)
        }
        if isMinimum { minimumDateStorage = limit } else { maximumDateStorage = limit }
        // UIKit: the selection is clamped at once; code's change sends no action.
        configurationDidChange()
    }

    /// Far dates (before year 1 or after 9999) are clamped into the supported range.
    private func reportIfUnsupported(_ date: Date, what: String) {
        guard !DatePickerRange.supported.contains(date) else { return }
        let clamped = DatePickerRange.clampedToSupported(date)
        FrameworkLog.log("UIDatePicker.\(what): \(date.timeIntervalSinceReferenceDate) s from 2001 is outside the years 1...9999 the picker supports; using \(clamped.timeIntervalSinceReferenceDate)")
    }

    // MARK: Countdown

    func _setCountDownDuration(_ duration: TimeInterval) {
        guard modeStorage == .countDownTimer else {
            // UIKit ignores countDownDuration outside countdown mode (measured); set the mode first.
            FrameworkLog.log("UIDatePicker.countDownDuration is ignored unless datePickerMode is .countDownTimer (as in UIKit); set the mode first")
            return
        }
        let normalized = DatePickerCountdown.normalized(duration, minuteInterval: resolvedConfiguration.minuteInterval)
        if let problem = normalized.problem { FrameworkLog.log("UIDatePicker: \(problem)") }
        countDownDurationStorage = normalized.value
        updatePresentation(animated: false)
    }

    // MARK: Minute interval

    /// Differs from UIKit only where UIKit is undocumented: the property keeps the value
    /// code set (reading it back gives what was written), while the picker works with the
    /// default, 1, as the reference says, and the log says so.
    func _setMinuteInterval(_ interval: Int) {
        minuteIntervalStorage = interval
        if !DatePickerMinuteInterval.isValid(interval) {
            FrameworkLog.log("UIDatePicker.minuteInterval \(interval) does not divide 60 into steps of at most 30 minutes; using 1")
        }
        configurationDidChange()
    }
}
