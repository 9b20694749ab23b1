import Foundation

/// A placeholder row a drop inserted (UIKit): exchange it for the real row once the data has
/// loaded, or delete it. The table keeps the placeholder out of the data source's counts:
/// the data source does not know about it until `commitInsertion`.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Runs `dataSourceUpdates` with the index path (in the data source's rows) where the
    /// item goes, then replaces the placeholder with the data source's cell there. False
    /// (and nothing run) when the placeholder is no longer in the table.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder row; false when it is no longer in the table.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` again on its cell (if it is on screen).
    func setNeedsCellUpdate()
}
