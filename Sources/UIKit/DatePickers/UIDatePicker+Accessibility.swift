extension UIDatePicker {
    /// With wheels, one adjustable element per column (seed 003: "Each time component in a
    /// date picker is its own accessibility element, with the Adjustable trait"), in the
    /// order shown; other styles have none (the picker itself is the element).
    var accessibilityColumnElements: [PickerColumnAccessibilityElement] {
        wheelsPickerView?.accessibilityColumnElements ?? []
    }

    /// The compact and inline styles read the value as it is shown.
    var _defaultAccessibilityValue: String? {
        switch (_resolvedStyle, modeStorage) {
        case (.wheels, _), (.automatic, _):
            return nil
        case (_, .time):
            return compactTimeText
        case (_, .date):
            return compactDateText
        default:
            return compactDateText + ", " + compactTimeText
        }
    }
}
