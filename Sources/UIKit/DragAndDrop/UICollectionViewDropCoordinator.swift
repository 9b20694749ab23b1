import Foundation

/// What a collection view's drop delegate gets in `performDropWith` (UIKit).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    var items: [any UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates the item's preview to the item at `indexPath` (after inserting or moving it).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates the item's preview into `rect` (the cell's coordinates) of the item.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    /// Inserts a placeholder item at the placeholder's index path (without asking the data
    /// source) and animates the item's preview to it; the context replaces or removes it later.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
}
