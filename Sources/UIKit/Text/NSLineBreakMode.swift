/// Constants that specify what happens when a line is too long for its container (UIKit's raw
/// values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; a word longer than a line is broken between characters.
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Do not draw past the edge of the container.
    case byClipping = 2
    /// Show the end of the line; an ellipsis replaces the missing start: "…wxyz".
    case byTruncatingHead = 3
    /// Show the start of the line; an ellipsis replaces the missing end: "abcd…".
    case byTruncatingTail = 4
    /// Show the start and end; an ellipsis replaces the middle: "ab…yz".
    case byTruncatingMiddle = 5

    var isTruncating: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }

    var isWrapping: Bool { self == .byWordWrapping || self == .byCharWrapping }
}
