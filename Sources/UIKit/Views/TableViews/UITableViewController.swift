import Foundation

/// A view controller whose view is a table it serves as data source and delegate (UIKit).
/// Subclasses override the data source and delegate methods below.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view, as a table view (nil when the view is not a table).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table's refresh control (UIKit, iOS 6): the table view's `refreshControl`.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows. UIKit's default: true.
    open var clearsSelectionOnViewWillAppear = true

    /// UIKit: a table the size of the screen, with the controller as data source and delegate.
    open override func loadView() {
        if nibName != nil, _loadViewFromNib() {
            // UIKit: the nib's view must be the table view.
            guard let loaded = viewIfLoaded as? UITableView else {
                preconditionFailure("-[UITableViewController loadView] loaded the \"\(nibName ?? "")\" nib but didn't get a UITableView.")
            }
            if loaded.dataSource == nil { loaded.dataSource = self }
            if loaded.delegate == nil { loaded.delegate = self }
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        table.isEditing = isEditing
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// UIKit: the controller's editing state drives its table's.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if isViewLoaded { tableView?.setEditing(editing, animated: animated) }
    }

    // MARK: Data source (override)

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// UIKit's controller answers no rows until a subclass says otherwise.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("UITableViewController: \(type(of: self)) reports rows but does not override tableView(_:cellForRowAt:)")
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: Delegate (override)

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }

    open func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {}

    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }

    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }

    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }

    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }

    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}

    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // Spring loading, the iOS 16 row previews, iOS 8 row actions and the deprecated edit
    // menu (UIKit's subclasses `override` every delegate method; these keep the protocol
    // defaults).

    open func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
                        with context: any UISpringLoadedInteractionContext) -> Bool { true }

    open func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview? {
        self.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    open func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview? {
        self.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }

    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool { false }

    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
                        withSender sender: Any?) {}

    // Context menus (UITableView+ContextMenu.swift): open here so that subclasses `override`
    // them, as on iOS.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }

    open func tableView(_ tableView: UITableView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }

    open func tableView(_ tableView: UITableView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }

    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}

    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    // The rest of the delegate and data source methods and UIScrollViewDelegate's (UIKit
    // imports every method of the adopted protocols as a member of the controller, so that
    // subclasses `override` them); the defaults are the protocols'.

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }

    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}

    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
