/// Whether a text interaction edits or only selects (UIKit, iOS 13).
public enum UITextInteractionMode: Int, Sendable {
    /// Taps place the caret and begin editing.
    case editable = 0
    /// Taps select; the text cannot be changed.
    case nonEditable = 1
}
