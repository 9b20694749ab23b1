import Foundation

extension UICollectionView {
    /// Whether a shown cell can ask to be measured again (UIKit, iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Only data changes and layout invalidations measure cells again.
        case disabled = 0
        /// A cell's (or its content view's) `invalidateIntrinsicContentSize()`, or a new
        /// content configuration, measures the cell again at the next layout.
        case enabled = 1
        /// As `.enabled`; Auto Layout changes inside the cell are not watched here.
        case enabledIncludingConstraints = 2
    }

    /// A shown cell's size was invalidated: with `selfSizingInvalidation` on and a layout
    /// that sizes its elements, the cell is asked for its preferred attributes again at the
    /// next layout pass.
    func cellSizeDidInvalidate(_ cell: UICollectionViewCell) {
        guard selfSizingInvalidation != .disabled, layoutStorage.selfSizesElements,
              let indexPath = visibleCellsByIndexPath.first(where: { $0.value === cell })?.key else { return }
        cellsNeedingSelfSizing.insert(indexPath)
        setNeedsLayout()
    }

    /// Measures the invalidated cells against the attributes last applied; true when the
    /// layout invalidated.
    func selfSizeInvalidatedCells() -> Bool {
        guard !cellsNeedingSelfSizing.isEmpty else { return false }
        let paths = cellsNeedingSelfSizing.sorted()
        cellsNeedingSelfSizing = []
        var invalidated = false
        for path in paths {
            guard let cell = visibleCellsByIndexPath[path],
                  let attributes = cell.appliedAttributes ?? layoutStorage.layoutAttributesForItem(at: path) else { continue }
            if selfSize(cell, attributes) { invalidated = true }
        }
        return invalidated
    }
}

