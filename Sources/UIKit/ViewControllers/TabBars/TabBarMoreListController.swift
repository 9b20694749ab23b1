import Foundation

/// The root of a tab bar controller's More navigation controller: a table of the view
/// controllers the bar has no room for (UIKit: each row shows the tab bar item's title and
/// image; choosing a row shows that controller pushed on the More navigation controller).
@MainActor
final class TabBarMoreListController: UITableViewController {
    private static let cellIdentifier = "UIMoreListCell"
    weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(style: .plain)
        navigationItem.title = "More"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var listed: [UIViewController] { owner?.overflowControllers ?? [] }

    /// The rows follow the tab bar controller's list.
    func reload() {
        guard isViewLoaded else { return }
        tableView?.reloadData()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Back at the list (the person went back): the More tab is the selection again.
        owner?.syncMoreSelection()
        reload()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listed.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
        let controllers = listed
        if controllers.indices.contains(indexPath.row) {
            let item = controllers[indexPath.row].tabBarItem
            cell.textLabel?.text = item?.title
            cell.imageView?.image = item?.image
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        owner?.moreListChoseRow(indexPath.row)
    }
}
