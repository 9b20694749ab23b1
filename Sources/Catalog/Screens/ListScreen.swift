import UIKit
import UIKitTesting

/// A long list: 10,000 rows with a title and a subtitle, reused as they scroll, so that the
/// table's tiling, reuse and scroll physics can be seen and driven (drag, fling, wheel).
@MainActor
final class ListScreen: UIViewController, CatalogScreen, UITableViewDataSource, UITableViewDelegate {
    static let rowCount = 10_000
    static let cellIdentifier = "Row"
    let screenTitle = "List"
    var log = EventLog()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    private var lastLoggedRow = -1

    override func loadView() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 56
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.textLabel?.font = .systemFont(ofSize: 17)
        cell.textLabel?.numberOfLines = 1
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("list: selected row \(indexPath.row + 1)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Logs the first visible row whenever scrolling settles (end-to-end tests wait for it). A
    /// mouse wheel drags without a fling, so it ends in `scrollViewDidEndDragging`.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { logTopRow("decelerated") }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { logTopRow("dragged") }
    }

    private func logTopRow(_ how: String) {
        guard let top = table.indexPathsForVisibleRows?.first?.row, top != lastLoggedRow else { return }
        lastLoggedRow = top
        log.append("list: \(how) to row \(top + 1)")
    }

    func script(_ input: InputSimulator) {
        let center = CGPoint(x: table.bounds.midX, y: table.bounds.midY)
        let start = table.convert(center, to: nil)
        // A fling upwards: the list decelerates through thousands of points of rows.
        input.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.1)
        input.advance(by: 4)
        input.tap(at: start)
        input.advance(by: 1)
    }
}
