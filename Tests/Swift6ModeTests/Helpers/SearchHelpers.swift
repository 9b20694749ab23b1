import UIKit

/// iOS search code as apps write it (Swift 6 mode): a list filtered by a search controller in
/// its navigation item, with scopes, and a results controller of its own.
final class CountryListController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
    let countries = ["Austria", "Belgium", "Canada", "Denmark", "Ecuador", "Australia"]
    private(set) var filtered: [String] = []
    private(set) var events: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isFiltering: Bool {
        searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        searchController.searchBar.placeholder = "Search Countries"
        searchController.searchBar.delegate = self
        searchController.searchBar.scopeButtonTitles = ["All", "A"]
        searchController.searchBar.autocapitalizationType = .none
        searchController.searchBar.searchBarStyle = .minimal
        searchController.searchBar.searchTextField.clearButtonMode = .whileEditing
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        let scope = searchController.searchBar.selectedScopeButtonIndex
        filtered = countries.filter { country in
            (scope == 0 || country.hasPrefix("A")) && (text.isEmpty || country.lowercased().contains(text))
        }
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        events.append("scope \(selectedScope)")
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        events.append("search \(searchBar.text ?? "")")
        searchBar.resignFirstResponder()
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        events.append("dismissed")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : countries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : countries[indexPath.row]
        return cell
    }
}
