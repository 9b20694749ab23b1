import UIKit
import UIKitTesting

/// A long list: 10,000 self-sizing rows (list content configurations, every fifth wrapping to
/// two lines) reused as they scroll, so that the table's tiling, reuse, measuring and scroll
/// physics can be seen and driven (drag, fling, wheel); swipe a row left to delete it. A
/// search field under the navigation bar filters the rows as you type.
@MainActor
final class ListScreen: UIViewController, CatalogScreen, UITableViewDataSource, UITableViewDelegate, UISearchResultsUpdating {
    static let rowCount = 10_000
    static let cellIdentifier = "Row"
    let screenTitle = "List"
    var log = EventLog()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    private var lastLoggedRow = -1
    /// The rows' numbers; deleting a row removes its number.
    private var allRows = Array(1...ListScreen.rowCount)
    /// The rows shown: those whose title contains the search text.
    private var rows = Array(1...ListScreen.rowCount)
    private var filter = ""
    /// Results show in the list itself: no results controller, no dimming.
    let search = UISearchController(searchResultsController: nil)

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Filter rows"
        navigationItem.searchController = search
        // Shown from the start (UIKit hides it until the list is pulled down).
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != filter else { return }
        filter = text
        rows = text.isEmpty ? allRows : allRows.filter { "Row \($0)".localizedCaseInsensitiveContains(text) }
        log.append("list: filter \"\(text)\" shows \(rows.count) rows")
        table.reloadData()
    }

    override func loadView() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.delegate = self
        // Self-sizing rows: estimated until shown, then measured from their content.
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 56
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let number = rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(number)"
        // Every fifth row has a note long enough to wrap, so rows differ in height.
        content.secondaryText = number % 5 == 0
            ? "Row \(number) carries a longer note that wraps onto a second line, so this row is taller than its neighbours."
            : "Reused cell, self-sized"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("list: selected row \(rows[indexPath.row])")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Swipe to delete (the table's default trailing action) removes the row.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        log.append("list: deleted row \(rows[indexPath.row])")
        let number = rows.remove(at: indexPath.row)
        allRows.removeAll { $0 == number }
        tableView.deleteRows(at: [indexPath], with: .automatic)
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
        log.append("list: \(how) to row \(rows[top])")
    }

    func script(_ input: InputSimulator) {
        let center = CGPoint(x: table.bounds.midX, y: table.bounds.midY)
        let start = table.convert(center, to: nil)
        // A fling upwards: the list decelerates through thousands of points of rows.
        input.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.1)
        input.advance(by: 4)
        input.tap(at: start)
        input.advance(by: 1)
        // A full swipe left on the row under the centre performs its Delete action.
        input.drag(from: CGPoint(x: start.x + 150, y: start.y), to: CGPoint(x: start.x - 190, y: start.y), duration: 0.3)
        input.advance(by: 1)
        // Filter the rows through the search field, then cancel the search.
        let field = search.searchBar.searchTextField
        guard field.window != nil else { return }
        input.tap(field)
        input.typeText("777")
        input.advance(by: 0.5)
        if let cancel = search.searchBar.subviews.first(where: { ($0 as? UIButton)?.title(for: .normal) == "Cancel" }) {
            input.tap(cancel)
        }
        input.advance(by: 0.5)
    }
}
