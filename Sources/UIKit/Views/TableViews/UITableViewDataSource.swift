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
    /// Whether the row shows editing controls. Default true (UIKit: every row is editable).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row may be reordered (its cell must also set `showsReorderControl`, as
    /// UIKit documents). Default true.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user tapped the row's delete confirmation or insert control: update the data and
    /// call `deleteRows` or `insertRows`. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user dragged a row to a new place; the table has already moved its cell. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index strip at the table's trailing edge (e.g. "A"…"Z").
    /// Default nil: no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to scroll to when the user touches the index title at `index`. Default:
    /// the section at `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
