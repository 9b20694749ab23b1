/// Styles that determine the appearance of a date picker (UIKit's raw values).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks a concrete style from the platform and mode (see
    /// `UIDatePicker.datePickerStyle`).
    case automatic = 0
    /// Spinning wheels (UIPickerView), UIKit's only style before iOS 13.4.
    case wheels = 1
    /// A label showing the value; tapping it shows the editor in an overlay.
    case compact = 2
    /// An editor shown in place: a month calendar, plus the time when the mode has one.
    case inline = 3
}
