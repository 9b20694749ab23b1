extension UIPasteControl {
    /// Whether a paste control shows an icon, a label or both (UIKit, iOS 16). // UIKit:
    /// `UIPasteControlDisplayMode` is an `NSUInteger` enum: 0 icon and label, 1 icon, 2 label, 3 arrow and label.
    public enum DisplayMode: UInt, Sendable {
        /// The clipboard icon and "Paste".
        case iconAndLabel = 0
        /// The clipboard icon alone.
        case iconOnly = 1
        /// "Paste" alone.
        case labelOnly = 2
        /// An arrow into the clipboard and "Paste" (iOS 17).
        case arrowAndLabel = 3
    }
}
