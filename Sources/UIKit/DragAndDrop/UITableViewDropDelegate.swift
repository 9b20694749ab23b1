import Foundation

/// The drop target of a table view (UIKit). Only `performDropWith` is required; the
/// defaults answer as UIKit does without a method.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// The finger lifted with a copy or move proposal: update the data source, insert or move
    /// the rows, and call the coordinator's `drop` for each item.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Default true.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// UIKit: at the end of a section the destination is the row after the last (the row
    /// count); over empty space it is nil. Default: `.cancel` (no drop), as a drop
    /// interaction without `sessionDidUpdate`.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How a dropped item's preview is drawn as it lands on the row. Default nil.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
}
