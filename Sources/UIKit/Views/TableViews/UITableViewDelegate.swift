import Foundation

/// Row heights, selection and display events of a table view (UIKit). Every method is
/// optional; the defaults below answer as UIKit does without a delegate.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Default: the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Default: the table's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Default: the table's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Default: the table's `estimatedSectionHeaderHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// Default: the table's `estimatedSectionFooterHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// A custom header view for the section (shown instead of a title header). Default nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom footer view for the section. Default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A header view (title or custom) is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view is about to be shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// A header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// A cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Default: true (the row's cell can be focused when the table `allowsFocus`).
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Focus (defaults in UITableViewDelegate+Focus.swift): whether focus may move as the
    /// context says, told after it moved, the row focus enters the table at, and whether a
    /// focused row becomes selected.
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                   with coordinator: UIFocusAnimationCoordinator)
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead, or nil for none. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead, or nil for none. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The row's editing control. Default `.delete` (UIKit).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The delete confirmation's title. Default nil: "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves over for the editing control. Default true.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Where a dragged row may go. Default: `proposedDestinationIndexPath`.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// A swipe opened the row's actions (or its delete confirmation).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's swipe actions closed.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Actions for a swipe from the leading edge. Default nil: none.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Actions for a swipe from the trailing edge. Default nil: UIKit's "Delete" when the row's
    /// editing style is `.delete`.
    ///
    /// Porting note: UIKit offers that default only when the data source implements
    /// `tableView(_:commit:forRowAt:)`; Swift cannot ask whether a protocol method is
    /// implemented, so here it shows for every editable row with the `.delete` style. Return
    /// `false` from `canEditRowAt` (or a `.none` editing style) for rows that must not swipe.
    /// Likewise the reorder grip needs the cell's `showsReorderControl` (as UIKit documents)
    /// rather than the presence of `moveRowAt`.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?

    /// The detail (ⓘ) button of the row's accessory was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// The row's indentation level, given to its cell before it shows. Default 0.
    ///
    /// Porting note: UIKit sets the cell's `indentationLevel` only when the delegate
    /// implements this; Swift cannot ask, so here a nonzero level is applied, and 0 resets
    /// only a level the table gave the cell earlier (a level set in `cellForRowAt` stays).
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    /// Whether a tap on the row performs its primary action (iOS 16). Default: true when the
    /// table is not editing.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool

    /// The row's primary action: a tap that selects the row without extending a selection,
    /// after `willSelectRowAt`/`didSelectRowAt` (iOS 16).
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // Context menus (defaults and behaviour in UITableView+ContextMenu.swift).
    /// The menu for a long press or secondary click on a row (`point` in the table); nil: none.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration?
    /// The preview lifted while the menu shows (nil: the row's cell).
    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView,
                   previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating)
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// Whether a two-finger pan starting on the row selects rows (the table enters editing;
    /// it needs `allowsMultipleSelectionDuringEditing`). Default: false.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting rows at `indexPath` (the table is editing by now).
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The fingers of a two-finger selecting pan lifted.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

    // Spring loading (UITableView+SpringLoading.swift; defaults in
    // UITableViewDelegate+LegacyAndSpringLoading.swift).
    /// Whether a drag resting on the row activates it when the table `isSpringLoaded`; the
    /// context's `targetView` (the cell) and `targetItem` (the index path) may be changed.
    func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                   with context: any UISpringLoadedInteractionContext) -> Bool
    /// The preview lifted for the row's menu (iOS 16; default: the iOS 13 preview method's).
    func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                   highlightPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview?
    /// The preview the row's menu dismisses to (iOS 16; default: the iOS 13 preview method's).
    func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                   dismissalPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview?
    /// Deprecated in iOS 13: buttons for the row's trailing swipe, used when the delegate gives
    /// no trailing swipe-actions configuration.
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    /// Deprecated in iOS 13 (context menus replace the edit menu).
    // Ours: declared; a long press does not show the iOS 5 edit menu, so these are not asked.
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                   withSender sender: Any?) -> Bool
    func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
                   withSender sender: Any?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }

    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }

    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }

    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
}
