import Foundation

/// A placeholder item a drop inserted (UIKit): exchange it for the real item once the data
/// has loaded, or delete it. The collection view keeps it out of the data source's counts.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Runs `dataSourceUpdates` with the index path (in the data source's items) where the
    /// item goes, then replaces the placeholder with the data source's cell there. False
    /// (and nothing run) when the placeholder is no longer in the collection view.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder item; false when it is no longer in the collection view.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` again on its cell (if it is on screen).
    func setNeedsCellUpdate()
}
