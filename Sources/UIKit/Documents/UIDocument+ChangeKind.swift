extension UIDocument {
    /// How a change affects the change count (UIKit's raw values).
    public enum ChangeKind: Int, @unchecked Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// An undone change was redone.
        case redone = 2
        /// The document no longer has unsaved changes.
        case cleared = 3
    }
}
