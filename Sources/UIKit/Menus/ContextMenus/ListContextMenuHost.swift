/// A table or collection view: its delegate gives context menus for its rows or items, through
/// the view's own `ListContextMenuController`.
@MainActor
protocol ListContextMenuHost: UIView {
    var listContextMenu: ListContextMenuController { get }
    /// The rows or items a menu at `point` (the view's coordinates) acts on, and the one pressed.
    func contextMenuItems(at point: CGPoint) -> (pressed: IndexPath?, all: [IndexPath])
    /// The delegate's configuration for those items (nil: no menu).
    func contextMenuConfiguration(for items: (pressed: IndexPath?, all: [IndexPath]), at point: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath?) -> UITargetedPreview?
    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath?) -> UITargetedPreview?
    func contextMenuWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// The cell on screen for a row or item.
    func contextMenuCell(at indexPath: IndexPath) -> UIView?
    /// Highlights (or unhighlights) the pressed row's or item's cell while its menu shows.
    func setContextMenuHighlighted(_ highlighted: Bool, at indexPath: IndexPath)
}
