import Foundation

extension UICollectionViewDropProposal {
    /// How a drop would join a collection view's items.
    public enum Intent: Int, Sendable {
        case unspecified = 0
        /// Inserted at the destination: the items there make room.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination (it highlights).
        case insertIntoDestinationIndexPath = 2
    }
}
