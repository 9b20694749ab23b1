extension UITextField {
    /// Why editing ended (UIKit). `cancelled` is tvOS's; a desktop field only commits.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }
}
