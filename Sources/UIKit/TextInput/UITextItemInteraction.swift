/// How the user interacts with a link or attachment in a text view (UIKit; deprecated in
/// iOS 17 for `UITextItem`).
public enum UITextItemInteraction: Int, Sendable {
    /// Perform the item's default action (open the URL).
    case invokeDefaultAction = 0
    /// Show the actions for the item.
    case presentActions = 1
    /// Preview the item's content.
    case preview = 2
}
