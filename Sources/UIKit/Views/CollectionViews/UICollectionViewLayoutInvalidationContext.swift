import Foundation

/// Which parts of a layout an invalidation affects (UIKit). Layouts read it in
/// `invalidateLayout(with:)` to recompute only what changed.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = true
    var dataSourceCounts = true
    var itemIndexPaths: [IndexPath]?
    var supplementaryIndexPaths: [String: [IndexPath]]?
    var decorationIndexPaths: [String: [IndexPath]]?

    public required override init() {
        super.init()
    }

    /// True when the whole layout is invalid (a plain `invalidateLayout()`, or data changes).
    open var invalidateEverything: Bool { everything }

    /// True when the item and section counts may have changed.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }

    /// Marks items invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        itemIndexPaths = (itemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaryIndexPaths = supplementaryIndexPaths ?? [:]
        supplementaryIndexPaths?[elementKind, default: []].append(contentsOf: indexPaths)
    }

    /// Marks decoration views of `elementKind` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorationIndexPaths = decorationIndexPaths ?? [:]
        decorationIndexPaths?[elementKind, default: []].append(contentsOf: indexPaths)
    }

    open var invalidatedItemIndexPaths: [IndexPath]? { itemIndexPaths }
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryIndexPaths }
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorationIndexPaths }

    /// Added to the content offset after the invalidation (keeps content steady when items
    /// above change size).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Added to the content size after the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    /// Items being moved interactively (stored for layouts that read them).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open var interactiveMovementTarget: CGPoint = .zero
}
