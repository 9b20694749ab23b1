/// One selected day at most.
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    open private(set) weak var delegate: (any UICalendarSelectionSingleDateDelegate)?

    /// The selected day (year, month and day), or nil.
    open var selectedDate: DateComponents? {
        didSet { selectionDidChange() }
    }

    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects a day without telling the delegate.
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
    }

    override func _isSelected(_ components: DateComponents, calendar: Calendar) -> Bool {
        selectedDate.map { Self.sameDay($0, components, calendar: calendar) } ?? false
    }

    /// A tap selects the day the delegate allows; a tap on the selected day deselects it
    /// (assumed; the delegate then hears nil).
    override func _userTapped(_ components: DateComponents, calendar: Calendar) {
        if let selected = selectedDate, Self.sameDay(selected, components, calendar: calendar) {
            guard delegate?.dateSelection(self, canSelectDate: nil) ?? true else { return }
            selectedDate = nil
            delegate?.dateSelection(self, didSelectDate: nil)
            return
        }
        guard delegate?.dateSelection(self, canSelectDate: components) ?? true else { return }
        selectedDate = components
        delegate?.dateSelection(self, didSelectDate: components)
    }
}
