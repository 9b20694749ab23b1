import Foundation

/// Layouts that can be given their item counts directly (tests, until the collection view's
/// data source API is connected).
@MainActor
protocol CollectionLayoutItemCountOverriding: AnyObject {
    /// Item counts by section; when set, they replace the collection view's counts.
    var _itemCountsOverride: [Int]? { get set }
}

extension UICollectionViewLayout {
    /// The number of sections the layout lays out.
    ///
    /// CONNECT (coordinator): once `UICollectionView.numberOfSections` exists, return
    /// `collectionView?.numberOfSections ?? 0` after the override check.
    var _sectionCount: Int {
        if let counts = (self as? CollectionLayoutItemCountOverriding)?._itemCountsOverride { return counts.count }
        return collectionView?.numberOfSections ?? 0
    }

    /// The number of items in `section`.
    ///
    /// CONNECT (coordinator): once `UICollectionView.numberOfItems(inSection:)` exists, return
    /// `collectionView?.numberOfItems(inSection: section) ?? 0` after the override check.
    func _itemCount(in section: Int) -> Int {
        if let counts = (self as? CollectionLayoutItemCountOverriding)?._itemCountsOverride {
            return counts.indices.contains(section) ? max(0, counts[section]) : 0
        }
        return collectionView?.numberOfItems(inSection: section) ?? 0
    }
}
