import Foundation

/// A placeholder row a drop put in a table: where it is now (the table's rows), and the calls
/// that replace or remove it.
@MainActor
final class TableDropPlaceholderContext: DropPlaceholderContextCore, UITableViewDropPlaceholderContext {
    let placeholder: UITableViewDropPlaceholder
    weak var tableView: UITableView?

    init(dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder, tableView: UITableView, session: DropSessionState) {
        self.placeholder = placeholder
        self.tableView = tableView
        super.init(dragItem: dragItem, indexPath: placeholder.insertionIndexPath, session: session)
    }

    override func commitInView(_ dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let tableView else { return false }
        tableView.commitPlaceholder(self, dataSourceUpdates: dataSourceUpdates)
        return true
    }

    override func deleteInView() -> Bool {
        guard let tableView else { return false }
        tableView.deletePlaceholder(self)
        return true
    }

    override func updateCellInView() {
        guard let cell = tableView?.visibleCellsByIndexPath[indexPath] else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}
