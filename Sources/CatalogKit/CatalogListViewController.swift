import UIKit

/// The Catalog's table of screens, the root of its navigation stack (as Apple's UIKitCatalog):
/// selecting a row pushes that screen.
@MainActor
final class CatalogListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let cellIdentifier = "Screen"
    /// The rows' titles (the screens are made when selected).
    let titles: [String]
    let table = UITableView(frame: .zero, style: .plain)
    /// Called with the row the person selects.
    var onSelect: ((Int) -> Void)?

    init(titles: [String]) {
        self.titles = titles
        super.init(nibName: nil, bundle: nil)
        title = "Catalog"
    }

    required init?(coder: NSCoder) {
        titles = []
        super.init(coder: coder)
    }

    override func loadView() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        table.dataSource = self
        table.delegate = self
        // Keyboard navigation: Tab reaches the list, the arrows move between its rows and
        // Return opens the focused one.
        table.allowsFocus = true
        view = table
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        onSelect?(indexPath.row)
    }
}
