/// How a searchable object decorates a found range (UIKit, iOS 16).
public enum UITextSearchFoundTextStyle: Int, Sendable {
    /// Undecorated.
    case normal = 0
    /// A match that is not the current one.
    case found = 1
    /// The current match.
    case highlighted = 2
}
