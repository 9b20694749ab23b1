import Foundation

/// One item of a drop on a collection view (UIKit).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    /// The item's index path when it was dragged from the same collection view; else nil.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}
