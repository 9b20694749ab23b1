@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UICollectionView {
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The counts, read from the data source when needed.
    var loadedItemCounts: [Int] {
        if let itemCounts { return itemCounts }
        let counts = readItemCounts()
        itemCounts = counts
        return counts
    }

    func readItemCounts() -> [Int] {
        guard let source = dataSourceStorage else { return [] }
        let sections = source.numberOfSections(in: self)
        guard sections > 0 else {
            if sections < 0 { FrameworkLog.log("UICollectionView: numberOfSections(in:) returned \(sections); using 0") }
            return []
        }
        return (0..<sections).map { section in
            let count = source.collectionView(self, numberOfItemsInSection: section)
            // Drop placeholders are items the data source does not count.
            let placeholders = dropPlaceholders.isEmpty ? 0 : placeholderCount(inSection: section)
            if count < 0 {
                FrameworkLog.log("UICollectionView: collectionView(_:numberOfItemsInSection:) returned \(count) for section \(section); using 0")
                return placeholders
            }
            return count + placeholders
        }
    }

    func _reloadData() {
        // UIKit: a reload deletes the drop placeholders first.
        discardPlaceholders()
        cancelMovementForDataChange()
        itemCounts = nil
        prefetch = CollectionPrefetchState()
        selectedIndexPaths = []
        touchedIndexPath = nil
        for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, at: indexPath) }
        visibleCellsByIndexPath = [:]
        for (key, view) in visibleSupplementaryViews { retireSupplementary(view, key) }
        visibleSupplementaryViews = [:]
        let context = invalidationContext()
        layoutStorage.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// A context that invalidates everything and the counts (what data changes call for).
    func invalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextType = (type(of: layoutStorage).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextType.init()
        context.everything = true
        context.dataSourceCounts = true
        return context
    }

    func _numberOfItems(inSection section: Int) -> Int {
        let counts = loadedItemCounts
        precondition(section >= 0 && section < counts.count,
                     "UICollectionView.numberOfItems(inSection:): request for number of items in section \(section) when there are only \(counts.count) sections in the collection view")
        return counts[section]
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        let counts = loadedItemCounts
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// UIKit's wording for an index path beyond the data (used by the APIs that take one).
    func requireValid(_ indexPath: IndexPath, _ api: String) {
        guard !isValid(indexPath) else { return }
        let counts = loadedItemCounts
        if indexPath.count != 2 {
            preconditionFailure("UICollectionView.\(api): invalid index path \(indexPath) (an item index path has a section and an item)")
        } else if indexPath.section < 0 || indexPath.section >= counts.count {
            preconditionFailure("UICollectionView.\(api): index path \(indexPath) is beyond bounds: section \(indexPath.section) when there are only \(counts.count) sections")
        } else {
            preconditionFailure("UICollectionView.\(api): index path \(indexPath) is beyond bounds: item \(indexPath.item) when there are only \(counts[indexPath.section]) items in section \(indexPath.section)")
        }
    }

    func _setBackgroundView(_ view: UIView?) {
        guard view !== backgroundViewStorage else { return }
        backgroundViewStorage?.removeFromSuperview()
        backgroundViewStorage = view
        setNeedsLayout()
    }

    /// Every cell, supplementary and decoration view on screen.
    var allElementViews: [UICollectionReusableView] {
        Array(visibleCellsByIndexPath.values) + Array(visibleSupplementaryViews.values) + Array(visibleDecorationViews.values)
    }

    func _indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.000_1, height: 0.000_1)
        let hits = displayedAttributesForElements(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        // The frontmost: the highest zIndex, then the last given.
        return hits.enumerated().max { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }?.element.indexPath
    }

    func _scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let counts = loadedItemCounts
        precondition(isValid(indexPath), counts.indices.contains(indexPath.section)
            ? "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(counts[indexPath.section]) items in section \(indexPath.section)."
            : "Attempted to scroll the collection view to an out-of-bounds section (\(indexPath.section)) when there are only \(counts.count) sections.")
        // UIKit: no position (an empty set) does not scroll.
        guard !position.isEmpty, let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if position.contains(.top) { offset.y = rect.minY - inset.top }
        else if position.contains(.centeredVertically) { offset.y = rect.midY - inset.top - visibleHeight / 2 }
        else if position.contains(.bottom) { offset.y = rect.maxY - inset.top - visibleHeight }
        if position.contains(.left) { offset.x = rect.minX - inset.left }
        else if position.contains(.centeredHorizontally) { offset.x = rect.midX - inset.left - visibleWidth / 2 }
        else if position.contains(.right) { offset.x = rect.maxX - inset.left - visibleWidth }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
