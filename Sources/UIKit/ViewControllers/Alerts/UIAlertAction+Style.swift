extension UIAlertAction {
    /// How an action's button is drawn and placed.
    public enum Style: Int, Sendable {
        /// The usual style.
        case `default` = 0
        /// Cancels and changes nothing. UIKit: at most one per alert controller; it is placed
        /// apart from the others (leading in a two-button alert, in its own group in a sheet).
        case cancel = 1
        /// Changes or deletes data: the title is red.
        case destructive = 2
    }
}
