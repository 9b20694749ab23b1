import Foundation

/// One item of a drop on a table view (UIKit).
@preconcurrency @MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    /// The row the item was dragged from when it comes from the same table; else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
