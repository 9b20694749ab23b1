import Foundation

/// A placeholder row a drop put in a table: where it is now (the table's rows), and the calls
/// that replace or remove it.
@MainActor
final class TableDropPlaceholderContext: NSObject, UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UITableViewDropPlaceholder
    weak var tableView: UITableView?
    private weak var dropSession: DropSessionState?
    /// The row in the table (placeholders included); moved by the table's updates.
    var indexPath: IndexPath
    /// Still in the table (not committed, deleted, dropped by `reloadData` or an update).
    var isActive = true

    init(dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder, tableView: UITableView, session: DropSessionState) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.tableView = tableView
        dropSession = session
        indexPath = placeholder.insertionIndexPath
        super.init()
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard isActive, let tableView else { return false }
        tableView.commitPlaceholder(self, dataSourceUpdates: dataSourceUpdates)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard isActive, let tableView else { return false }
        tableView.deletePlaceholder(self)
        return true
    }

    func setNeedsCellUpdate() {
        guard isActive, let cell = tableView?.visibleCellsByIndexPath[indexPath] else { return }
        placeholder.cellUpdateHandler?(cell)
    }

    // The drop animation of the item (UIKit: the context animates like the item's animator).
    func addAnimations(_ animations: @escaping () -> Void) {
        guard let dropSession else { return animations() }
        dropSession.dropAnimator(for: dragItem).addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard let dropSession else { return completion(.end) }
        dropSession.dropAnimator(for: dragItem).addCompletion(completion)
    }
}
