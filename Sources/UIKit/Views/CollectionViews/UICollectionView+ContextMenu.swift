import Foundation

// Context menus on items: a long press (or a secondary click) asks the delegate's
// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16; its default asks the
// iOS 13 single-item form); a configuration shows the menu with the item's cell lifted as the
// preview and highlighted until the menu ends.
extension UICollectionView: ListContextMenuHost {
    /// UIKit: the collection view's context menu interaction. Nil until it has shown a menu.
    public var contextMenuInteraction: UIContextMenuInteraction? { listContextMenuStorage?.shownInteraction }

    var listContextMenu: ListContextMenuController {
        if let controller = listContextMenuStorage { return controller }
        let controller = ListContextMenuController(host: self)
        listContextMenuStorage = controller
        return controller
    }

    /// UIKit: the pressed item; all the selected items when it is one of several selected.
    func contextMenuItems(at point: CGPoint) -> (pressed: IndexPath?, all: [IndexPath]) {
        guard let indexPath = _indexPathForItem(at: point) else { return (nil, []) }
        let selected = selectedIndexPaths
        guard selected.count > 1, selected.contains(indexPath) else { return (indexPath, [indexPath]) }
        return (indexPath, [indexPath] + selected.filter { $0 != indexPath }.sorted())
    }

    func contextMenuConfiguration(for items: (pressed: IndexPath?, all: [IndexPath]), at point: CGPoint) -> UIContextMenuConfiguration? {
        collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: items.all, point: point)
    }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath?) -> UITargetedPreview? {
        guard let delegate = collectionDelegate else { return nil }
        guard let indexPath else { return delegate.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration) }
        return delegate.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    }

    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, at indexPath: IndexPath?) -> UITargetedPreview? {
        guard let delegate = collectionDelegate else { return nil }
        guard let indexPath else { return delegate.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration) }
        return delegate.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
    }

    func contextMenuWillPerformPreviewAction(for configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuCell(at indexPath: IndexPath) -> UIView? { visibleCellsByIndexPath[indexPath] }

    func setContextMenuHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        // The finger's own highlight ends first (with its delegate call), so that the touch's
        // cancellation does not take the menu's highlight away.
        if highlighted, touchedIndexPath != nil { _touchesCancelled() }
        visibleCellsByIndexPath[indexPath]?.isHighlighted = highlighted
    }
}

extension UICollectionViewDelegate {
    /// Default: the iOS 13 form for a single item; nil for none or several.
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }

    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }

    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: any UIContextMenuInteractionCommitAnimating) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {}
}
