/// A control for the inputting of date and time values (UIKit).
///
/// `date` is a point in time, independent of the picker's calendar and time zone; the
/// locale, calendar and time zone only decide how it is shown: which columns, in which
/// order, with which names, digits, clock and era (seed 003). `valueChanged` is sent when
/// the user changes the value — once per settled change — never when code sets it.
///
/// Facts this relies on are noted as `// UIKit:` where they are applied; where OpenUIKit
/// cannot do what UIKit does (UIKit raises Objective-C exceptions for unsupported
/// mode/style pairs) it logs and picks a defined alternative.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    // MARK: Stored state

    var modeStorage: Mode = .dateAndTime
    var preferredStyleStorage: UIDatePickerStyle = .automatic
    var dateStorage: Date
    var minimumDateStorage: Date?
    var maximumDateStorage: Date?
    var localeStorage: Locale?
    var calendarStorage: Calendar?
    var timeZoneStorage: TimeZone?
    var minuteIntervalStorage = DatePickerMinuteInterval.defaultValue
    var roundsToMinuteIntervalStorage = true
    var countDownDurationStorage: TimeInterval = 0
    var configurationCache: DatePickerConfiguration?
    var layoutCache: DatePickerLayout?
    let formatters = DatePickerFormatterCache()
    let textMeasurer = DatePickerTextMeasurer()
    var wheelsAdapter: DatePickerWheelsAdapter?
    /// The compact style's pills (and the inline time-only pill), in reading order.
    var compactPills: [DatePickerPillView] = []
    /// The inline style's month calendar and, with a time, its time row.
    var calendarView: DatePickerCalendarView?
    var timeRowView: DatePickerTimeRowView?
    /// The month and year wheels the inline calendar's title opens (nil while closed).
    var monthYearWheels: UIDatePicker?
    /// The editor a pill opened, shown in the window.
    var editorOverlay: DatePickerEditorOverlay?
    /// The first day of the month the inline calendar shows (nil: the selected date's).
    var displayedMonthStorage: Date?
    /// The device's clock, for "Today" and the inline calendar's current day (UIKit reads
    /// the wall clock here; tests fix it).
    var currentDateProvider: () -> Date = { Date() }
    /// The fitting size as of the last change: a change invalidates the intrinsic size only
    /// when it alters it.
    var knownIntrinsicSize: CGSize?

    /// UIKit: a date picker starts at the current date and time. Created with an empty
    /// frame, it takes its fitting size (a compact date-and-time picker by default).
    public override init(frame: CGRect) {
        dateStorage = Date()
        super.init(frame: frame)
        commonInit(frame: frame)
    }

    public required init?(coder: NSCoder) {
        dateStorage = Date()
        super.init(coder: coder)
        commonInit(frame: .zero)
    }

    private func commonInit(frame: CGRect) {
        dateStorage = resolvedConfiguration.normalized(dateStorage)
        if frame.size == .zero {
            self.frame = CGRect(origin: frame.origin, size: sizeThatFits(.zero))
        }
        updatePresentation(animated: false)
        knownIntrinsicSize = _fittingSize()
    }

    // MARK: Mode and style

    /// UIKit: `.dateAndTime` by default.
    open var datePickerMode: Mode {
        get { modeStorage }
        set { _setMode(newValue) }
    }

    /// The style code asks for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle {
        get { preferredStyleStorage }
        set { _setPreferredStyle(newValue) }
    }

    /// The style in effect: never `.automatic` (UIKit).
    open var datePickerStyle: UIDatePickerStyle { _resolvedStyle }

    // MARK: Locale, calendar, time zone

    /// UIKit: the current locale unless set (or the calendar's locale); setting nil returns
    /// to the default. A locale ICU has no data for is kept here but the picker formats
    /// with a defined fallback (see DatePickerLocaleResolver) and logs why.
    open var locale: Locale? {
        get { localeStorage ?? calendarStorage?.locale ?? Locale.current }
        set { _setLocale(newValue) }
    }

    /// UIKit: the user's current calendar unless set; setting nil returns to it.
    open var calendar: Calendar! {
        get { calendarStorage ?? Calendar.current }
        set { calendarStorage = newValue; configurationDidChange() }
    }

    /// UIKit: nil by default, which means the current time zone (the calendar's). Changing
    /// it keeps `date` (a point in time) and shows it in the new zone.
    open var timeZone: TimeZone? {
        get { timeZoneStorage }
        set { timeZoneStorage = newValue; configurationDidChange() }
    }

    // MARK: Value

    /// The selected point in time. Setting it never sends `valueChanged` (UIKit).
    open var date: Date {
        get { dateStorage }
        set { _setDate(newValue, animated: false) }
    }

    open func setDate(_ date: Date, animated: Bool) {
        _setDate(date, animated: animated)
    }

    /// UIKit: nil (no minimum) by default. Ignored, with `maximumDate`, when it is later
    /// than `maximumDate`, and in `.countDownTimer`.
    open var minimumDate: Date? {
        get { minimumDateStorage }
        set { _setLimit(newValue, isMinimum: true) }
    }

    open var maximumDate: Date? {
        get { maximumDateStorage }
        set { _setLimit(newValue, isMinimum: false) }
    }

    /// The duration of a `.countDownTimer` picker in seconds, shown in hours and minutes.
    /// UIKit: 0 by default, at most 23:59 (86,340 s); kept in whole minutes.
    open var countDownDuration: TimeInterval {
        get { countDownDurationStorage }
        set { _setCountDownDuration(newValue) }
    }

    /// The step of the minute wheel. UIKit: 1 by default; a value that does not divide 60
    /// (or is above 30) makes the picker use 1.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set { _setMinuteInterval(newValue) }
    }

    /// UIKit (iOS 15): true by default; `date` then always lies on the minute interval.
    open var roundsToMinuteInterval: Bool {
        get { roundsToMinuteIntervalStorage }
        set { roundsToMinuteIntervalStorage = newValue; configurationDidChange() }
    }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize { _fittingSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { _fittingSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutPresentation()
    }

    /// A picker that leaves its window closes the editor it opened there.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, editorOverlay != nil { dismissEditor() }
    }

    /// A disabled picker's wheels do not turn (UIKit: a disabled control ignores touches).
    override func controlStateDidChange() {
        wheelsAdapter?.pickerView.isUserInteractionEnabled = isEnabled
        for pill in compactPills { pill.isEnabled = isEnabled }
        timeRowView?.pill.isEnabled = isEnabled
        monthYearWheels?.isEnabled = isEnabled
        if !isEnabled, editorOverlay != nil { dismissEditor() }
    }

    // MARK: Accessibility

    /// With wheels the picker is a container: each column is an adjustable element. The
    /// compact and inline styles are one element that reads the formatted value.
    override var defaultIsAccessibilityElement: Bool { datePickerStyle != .wheels }

    /// With wheels, the picker contains its columns' adjustable elements (seed 003).
    override var defaultAccessibilityElements: [Any]? {
        datePickerStyle == .wheels ? accessibilityColumnElements : nil
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? _defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
}
