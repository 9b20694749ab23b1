import Foundation

/// What a table view's drop delegate gets in `performDropWith` (UIKit): the items, where
/// they go, and the calls that animate each item's preview to its row.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    var items: [any UITableViewDropItem] { get }
    /// The row the proposal targeted; nil over empty space.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates the item's preview to the row (call after inserting or moving it there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates the item's preview into `rect` (the row's cell coordinates) of the row.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Animates the item's preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    /// Inserts a placeholder row at the placeholder's index path (without asking the data
    /// source) and animates the item's preview to it; the context replaces or removes it later.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext
}
