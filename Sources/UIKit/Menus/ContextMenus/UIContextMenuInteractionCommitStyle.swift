/// How a context menu's preview goes away when the person taps it (UIKit).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back into its view.
    case dismiss = 0
    /// The preview grows into the content it previews.
    case pop = 1
}
