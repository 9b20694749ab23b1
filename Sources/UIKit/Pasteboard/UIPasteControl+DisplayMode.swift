extension UIPasteControl {
    /// Whether a paste control shows an icon, a label or both (UIKit, iOS 16; raw values in
    /// Apple's order of the Objective-C constants).
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
