import Foundation

/// Selection, highlighting and display events of a collection view (UIKit). Every method is
/// optional; the defaults answer as UIKit does without a delegate.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Default true.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Default: true (the item's cell can be focused when the collection view `allowsFocus`).
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Focus (defaults in UICollectionViewDelegate+Focus.swift).
    func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool
    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator)
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Default true.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Default true.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether a tap on the item performs its primary action (iOS 16). Default: true when the
    /// collection view is not editing.
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// The item's primary action: a tap that selects it without extending a selection, after
    /// `shouldSelectItemAt`/`didSelectItemAt` (iOS 16).
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// A cell is about to be shown.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown.
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A cell left the screen (or its item was deleted).
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Where an item being moved interactively may go (UIKit, deprecated in iOS 15). Default:
    /// the proposed index path.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Where an item being moved interactively may go (UIKit, iOS 15). Default: the older
    /// `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`'s answer.
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// The layout for an interactive change from `fromLayout` to `toLayout`
    /// (`startInteractiveTransition(to:completion:)`). Default: a `UICollectionViewTransitionLayout`.
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout

    // Context menus (defaults and behaviour in UICollectionView+ContextMenu.swift).
    /// iOS 16: the menu for the items a press or secondary click acts on (empty: between items;
    /// several: the pressed item is part of a multiple selection). `point` is in the collection
    /// view. Nil: no menu. Default: the iOS 13 form for a single item.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration?
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration?
    /// iOS 16: the preview lifted while the menu shows (nil: the item's cell). Default: the iOS 13 form.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?
    /// iOS 16: the preview the menu goes back to. Default: the iOS 13 form.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(_ collectionView: UICollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(_ collectionView: UICollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating)
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?)
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?)
    /// Whether a two-finger pan starting on the item selects items (the collection view enters
    /// editing; it needs `allowsMultipleSelectionDuringEditing`). Default: false.
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting items at `indexPath` (the collection view is editing).
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The fingers of a two-finger selecting pan lifted.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    /// Whether the item's cell enters editing while the collection view `isEditing` (its
    /// configuration state's `isEditing`, a list cell's editing accessories). Default: true.
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool

    // Spring loading, content offset and the iOS 6 edit menu (defaults in
    // UICollectionViewDelegate+LegacyAndSpringLoading.swift).
    /// Whether a drag resting on the item activates it when the collection view
    /// `isSpringLoaded`; the context's `targetView` (the cell) and `targetItem` (the index
    /// path) may be changed.
    func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                        with context: any UISpringLoadedInteractionContext) -> Bool
    /// The content offset after a layout change or an update, given the layout's proposal.
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    /// Deprecated in iOS 13 (context menus replace the edit menu).
    // Ours: declared; a long press does not show the iOS 6 edit menu, so these are not asked.
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }

    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }

    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
}
