import Foundation

// Context menus on table rows: a long press on a row (or a secondary click) asks the delegate's
// `tableView(_:contextMenuConfigurationForRowAt:point:)`; a configuration shows the menu with
// the row's cell lifted as the preview and highlighted in the table until the menu ends.
extension UITableView: ListContextMenuHost {
    /// UIKit: the table's context menu interaction. Nil until the table has shown a menu.
    public var contextMenuInteraction: UIContextMenuInteraction? { listContextMenuStorage?.shownInteraction }

    var listContextMenu: ListContextMenuController {
        if let controller = listContextMenuStorage { return controller }
        let controller = ListContextMenuController(host: self)
        listContextMenuStorage = controller
        return controller
    }

    func contextMenuItems(at point: CGPoint) -> (pressed: IndexPath?, all: [IndexPath]) {
        guard let indexPath = _indexPathForRow(at: point) else { return (nil, []) }
        return (indexPath, [indexPath])
    }

    func contextMenuConfiguration(for items: (pressed: IndexPath?, all: [IndexPath]), at point: CGPoint) -> UIContextMenuConfiguration? {
        // UIKit asks for rows only: a press between rows or on a header shows nothing.
        guard let indexPath = items.pressed, let delegate = tableDelegate else { return nil }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath?) -> UITargetedPreview? {
        guard let delegate = tableDelegate else { return nil }
        guard let indexPath else { return delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration) }
        return delegate.tableView(self, contextMenuConfiguration: configuration, highlightPreviewForRowAt: indexPath)
    }

    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath?) -> UITargetedPreview? {
        guard let delegate = tableDelegate else { return nil }
        guard let indexPath else { return delegate.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration) }
        return delegate.tableView(self, contextMenuConfiguration: configuration, dismissalPreviewForRowAt: indexPath)
    }

    func contextMenuWillPerformPreviewAction(for configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuCell(at indexPath: IndexPath) -> UIView? { visibleCellsByIndexPath[indexPath] }

    func setContextMenuHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        // The finger's own highlight ends first (with its delegate call), so that the touch's
        // cancellation does not take the menu's highlight away.
        if highlighted, touchedIndexPath != nil { _touchesCancelled() }
        visibleCellsByIndexPath[indexPath]?.setHighlighted(highlighted, animated: false)
    }
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
}
