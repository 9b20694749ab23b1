import Foundation

/// Supplies a table view's rows and cells (UIKit). The two required methods have no default.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
