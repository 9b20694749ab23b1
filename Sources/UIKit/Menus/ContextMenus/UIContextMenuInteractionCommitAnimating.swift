/// The animator handed over when the person taps a context menu's preview (UIKit).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes away (ours by default: `.pop`; UIKit documents no default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
