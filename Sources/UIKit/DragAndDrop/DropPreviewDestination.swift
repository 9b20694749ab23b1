import Foundation

/// Where a table or collection view drop coordinator was told an item's preview lands:
/// resolved when the drop animation starts, after the app's updates placed the rows or items.
enum DropPreviewDestination {
    /// The row or item at the index path (its cell appears as the preview lands).
    case element(IndexPath)
    /// A rectangle in the cell's coordinates of the row or item.
    case rect(CGRect, in: IndexPath)
    case target(UIDragPreviewTarget)
}
