extension UIAlertController {
    /// Whether the controller shows as an alert or as an action sheet.
    public enum Style: Int, Sendable {
        /// Slides up from the bottom of the screen with its actions.
        case actionSheet = 0
        /// A modal box in the middle of the screen.
        case alert = 1
    }
}
