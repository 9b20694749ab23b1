import Foundation

/// An item being moved interactively: where it started (the data source's index path until
/// the movement ends), where it shows now, and where the finger holds it.
struct CollectionInteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint

    /// The index path `indexPath` has after the item moves from `from` to `to` (the others
    /// close the gap it leaves and open one where it lands).
    static func moved(_ indexPath: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if indexPath == from { return to }
        var result = indexPath
        if result.section == from.section && result.item > from.item { result.item -= 1 }
        if result.section == to.section && result.item >= to.item { result.item += 1 }
        return result
    }

    /// The data source's index path of the item shown at `visible` (the data source hears of
    /// the move only when it ends).
    func dataSourceIndexPath(forVisible visible: IndexPath) -> IndexPath {
        if visible == current { return original }
        var result = visible
        if result.section == current.section && result.item > current.item { result.item -= 1 }
        if result.section == original.section && result.item >= original.item { result.item += 1 }
        return result
    }
}
