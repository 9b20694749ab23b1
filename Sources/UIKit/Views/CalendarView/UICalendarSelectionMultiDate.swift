/// Any number of selected days; a tap toggles a day.
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    open private(set) weak var delegate: (any UICalendarSelectionMultiDateDelegate)?

    open var selectedDates: [DateComponents] = [] {
        didSet { selectionDidChange() }
    }

    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects these days without telling the delegate.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }

    override func _isSelected(_ components: DateComponents, calendar: Calendar) -> Bool {
        selectedDates.contains { Self.sameDay($0, components, calendar: calendar) }
    }

    override func _userTapped(_ components: DateComponents, calendar: Calendar) {
        if let index = selectedDates.firstIndex(where: { Self.sameDay($0, components, calendar: calendar) }) {
            let removed = selectedDates[index]
            guard delegate?.multiDateSelection(self, canDeselectDate: removed) ?? true else { return }
            selectedDates.remove(at: index)
            delegate?.multiDateSelection(self, didDeselectDate: removed)
        } else {
            guard delegate?.multiDateSelection(self, canSelectDate: components) ?? true else { return }
            selectedDates.append(components)
            delegate?.multiDateSelection(self, didSelectDate: components)
        }
    }
}
