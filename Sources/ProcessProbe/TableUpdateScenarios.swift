import UIKit

/// A table of one section whose row count the scenarios change (or fail to change).
@MainActor
final class ProbeTableSource: NSObject, UITableViewDataSource {
    var rows = 3
    var sections = 1
    /// When set, cells are dequeued with this identifier.
    var identifier: String?

    func numberOfSections(in tableView: UITableView) -> Int { sections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let identifier { return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// Inconsistent batch updates on a loaded 3-row table.
@MainActor
func runTableScenario(_ name: String) {
    let source = ProbeTableSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    switch name {
    case "delete-without-data-change":
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    case "insert-section-without-data-change":
        table.insertSections(IndexSet(integer: 1), with: .fade)
    case "delete-row-out-of-range":
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
    case "insert-row-beyond-the-end":
        source.rows = 4
        table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
    case "delete-and-move-same-row":
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
        }
    case "reload-row-out-of-range":
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    case "move-row-twice":
        table.performBatchUpdates {
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
    case "diffable-nil-cell":
        let diffable = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([7])
        diffable.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
    case "delete-section-out-of-range":
        table.deleteSections(IndexSet(integer: 2), with: .fade)
    case "unregistered-identifier":
        source.identifier = "nope"
        table.reloadData()
        table.layoutIfNeeded()
    case "negative-rows":
        source.rows = -1
        table.reloadData()
        table.layoutIfNeeded()
    case "negative-sections":
        source.sections = -2
        table.reloadData()
        table.layoutIfNeeded()
    case "scroll-beyond-bounds":
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
    case "register-non-cell-class":
        table.register(UIView.self, forCellReuseIdentifier: "view")
    default:
        print("unknown table scenario \(name)")
        return
    }
    print("returned normally")
}
