import Foundation

extension UICollectionView {
    /// Whether the content scrolls sideways only (then prefetching looks left and right).
    private var scrollsHorizontallyOnly: Bool {
        contentSize.width > bounds.width && contentSize.height <= bounds.height
    }

    /// Asks the prefetch data source for the items in the screenful just beyond the visible
    /// rect in the direction of scrolling, nearest first, and cancels items it asked for that
    /// fell out of that window without being shown. UIKit's look-ahead distance is not
    /// documented; a screenful is ours, as for the table.
    func prefetchItems() {
        guard isPrefetchingEnabled, let source = prefetchDataSourceStorage, !visibleCellsByIndexPath.isEmpty else { return }
        let horizontal = scrollsHorizontallyOnly
        let offset = contentOffset
        if let last = prefetch.lastOffset {
            let delta = horizontal ? offset.x - last.x : offset.y - last.y
            if delta != 0 { prefetch.direction = delta > 0 ? 1 : -1 }
        }
        prefetch.lastOffset = offset
        let forward = prefetch.direction > 0
        let visible = bounds
        var window = visible
        if horizontal {
            window.origin.x = forward ? visible.maxX : visible.minX - visible.width
        } else {
            window.origin.y = forward ? visible.maxY : visible.minY - visible.height
        }
        let candidates = displayedAttributesForElements(in: window).filter {
            $0.representedElementCategory == .cell && visibleCellsByIndexPath[$0.indexPath] == nil
                && !$0.frame.intersects(visible) && isValid($0.indexPath)
        }
        // Nearest to the visible rect first.
        let ordered = candidates.sorted { a, b in
            let (ka, kb): (CGFloat, CGFloat) = horizontal
                ? (forward ? (a.frame.minX, b.frame.minX) : (-a.frame.maxX, -b.frame.maxX))
                : (forward ? (a.frame.minY, b.frame.minY) : (-a.frame.maxY, -b.frame.maxY))
            return ka != kb ? ka < kb : a.indexPath < b.indexPath
        }
        var wanted: [IndexPath] = []
        var wantedSet = Set<IndexPath>()
        for attributes in ordered where wantedSet.insert(attributes.indexPath).inserted { wanted.append(attributes.indexPath) }
        // Items that came on screen were served; they leave the set without a cancel.
        prefetch.prefetched = prefetch.prefetched.filter { isValid($0) && visibleCellsByIndexPath[$0] == nil }
        let stale = prefetch.prefetched.subtracting(wantedSet)
        if !stale.isEmpty {
            prefetch.prefetched.subtract(stale)
            source.collectionView(self, cancelPrefetchingForItemsAt: stale.sorted())
        }
        let fresh = wanted.filter { !prefetch.prefetched.contains($0) }
        if !fresh.isEmpty {
            prefetch.prefetched.formUnion(fresh)
            source.collectionView(self, prefetchItemsAt: fresh)
        }
    }
}
