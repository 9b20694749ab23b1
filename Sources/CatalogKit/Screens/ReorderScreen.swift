import UIKit
import UIKitTesting

/// Drag to reorder: hold a row (or press and move the mouse) to lift it, drag it where it
/// should go (the rows open a gap), let go. The table's drag and drop delegates do the move.
@MainActor
final class ReorderScreen: UIViewController, CatalogScreen, UITableViewDataSource, UITableViewDragDelegate,
    UITableViewDropDelegate {
    static let cellIdentifier = "Reorder"
    let screenTitle = "Drag to Reorder"
    var log = EventLog()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
    private var rows = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Figs", "Grapes", "Honey", "Ice cream", "Jam"]

    override func loadView() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.dragDelegate = self
        table.dropDelegate = self
        table.dragInteractionEnabled = true
        table.rowHeight = 44
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shopping list" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
        item.localObject = rows[indexPath.row]
        log.append("reorder: lifted \(rows[indexPath.row])")
        return [item]
    }

    /// Only moves within this list.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        guard tableView.hasActiveDrag else { return UITableViewDropProposal(operation: .forbidden) }
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath,
              let item = coordinator.items.first, let source = item.sourceIndexPath else { return }
        let moved = rows.remove(at: source.row)
        rows.insert(moved, at: destination.row)
        tableView.performBatchUpdates {
            tableView.deleteRows(at: [source], with: .automatic)
            tableView.insertRows(at: [destination], with: .automatic)
        }
        coordinator.drop(item.dragItem, toRowAt: destination)
        log.append("reorder: moved \(moved) to row \(destination.row + 1): \(rows.joined(separator: ", "))")
    }

    func script(_ input: InputSimulator) {
        // Hold "Bread" until it lifts, drag it below "Eggs", let go.
        guard let bread = table.cellForRow(at: IndexPath(row: 1, section: 0)),
              let eggs = table.cellForRow(at: IndexPath(row: 4, section: 0)) else { return }
        let start = bread.convert(CGPoint(x: bread.bounds.midX, y: bread.bounds.midY), to: nil)
        let end = eggs.convert(CGPoint(x: eggs.bounds.midX, y: eggs.bounds.maxY - 8), to: nil)
        input.touchDown(1, at: start)
        input.advance(by: 0.6)
        for step in 1...12 {
            let t = CGFloat(step) / 12
            input.advance(by: 1.0 / 30)
            input.touchMove(1, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        input.advance(by: 0.3)
        input.touchUp(1, at: end)
        input.advance(by: 0.6)
    }
}
