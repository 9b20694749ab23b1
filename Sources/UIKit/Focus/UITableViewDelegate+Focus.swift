import Foundation

// The defaults of the delegate's focus methods (declared with the protocol): as UIKit
// without a delegate.
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }

    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                          with coordinator: UIFocusAnimationCoordinator) {}

    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }

    /// UIKit: without the method, the table's `selectionFollowsFocus` decides.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
}
