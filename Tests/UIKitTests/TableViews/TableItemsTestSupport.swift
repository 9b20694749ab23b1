import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// A data source over named items in sections (cells show their item's name), recording the
/// editing, moving and prefetching calls it hears, in order.
@MainActor
final class ItemsTable: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var sections: [[String]]
    var calls: [String] = []
    var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var showsReorderControl = false
    var trailingConfiguration: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingConfiguration: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// Whether commit(.delete) updates the items and calls deleteRows.
    var deletesOnCommit = true

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    static func names(_ count: Int, prefix: String = "r") -> [String] { (0..<count).map { "\(prefix)\($0)" } }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.showsReorderControl = showsReorderControl
        return cell
    }

    private func name(_ path: IndexPath?) -> String { path.map { "\($0.section).\($0.row)" } ?? "nil" }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append("commit \(editingStyle == .delete ? "delete" : "insert") \(name(indexPath))")
        guard editingStyle == .delete, deletesOnCommit else { return }
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyles[indexPath] ?? .delete
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        calls.append("target \(name(sourceIndexPath)) proposed \(name(proposedDestinationIndexPath))")
        return moveTarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { calls.append("willBeginEditing \(name(indexPath))") }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { calls.append("didEndEditing \(name(indexPath))") }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingConfiguration?(indexPath)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingConfiguration?(indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(name(indexPath))") }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append("prefetch " + indexPaths.map { name($0) }.joined(separator: " "))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        calls.append("cancel " + indexPaths.map { name($0) }.joined(separator: " "))
    }

    /// A 320 × 480 window filled by a plain table (rows 44 high) served by this object.
    func makeTable() -> (UIWindow, UITableView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table, InputSimulator(window: window))
    }
}

extension UITableView {
    /// The text of the cell on screen at `path`.
    func text(at path: IndexPath) -> String? { cellForRow(at: path)?.textLabel?.text }
}
