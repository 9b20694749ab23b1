import Foundation

/// A collection cell's default content view: it tells its cell when its intrinsic size is
/// invalidated, so the collection view measures the cell again (`selfSizingInvalidation`).
@MainActor
final class CollectionCellContentView: UIView {
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        guard let cell = superview as? UICollectionViewCell else { return }
        cell.owningCollectionView?.cellSizeDidInvalidate(cell)
    }
}
