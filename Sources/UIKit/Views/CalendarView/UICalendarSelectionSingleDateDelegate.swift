@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// The user selected a day (nil: deselected).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)

    /// Whether the user may select the day (nil: deselect). Default true.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        true
    }
}
