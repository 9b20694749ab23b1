import Foundation

/// The drag source of a table view (UIKit): the items a lifted row drags. Only
/// `itemsForBeginning` is required; the defaults answer as UIKit does without a method.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items to drag from the row; empty: the row does not drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Items to add to a drag in flight when another finger taps the row (`point` in the
    /// table view's coordinates). Default: none.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted row's preview is drawn. Default nil: the whole cell.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Default true.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Default false.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] {
        []
    }
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        false
    }
}
