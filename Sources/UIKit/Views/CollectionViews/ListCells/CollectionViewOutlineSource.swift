import Foundation

/// A data source that keeps items as outlines (the diffable data source with section
/// snapshots): list cells read their item's level and expansion from it, and the outline
/// disclosure accessory asks it to toggle the item.
@MainActor
protocol CollectionViewOutlineSource: AnyObject {
    /// nil when the item's section was not applied as a section snapshot.
    func outlineState(at indexPath: IndexPath) -> CollectionOutlineState?
    /// Expands a collapsed item or collapses an expanded one, asking the section snapshot handlers.
    func toggleOutline(at indexPath: IndexPath)
}
