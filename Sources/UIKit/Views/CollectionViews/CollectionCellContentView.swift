import Foundation

/// A collection cell's default content view: it tells its cell when its intrinsic size is
/// invalidated, so the collection view measures the cell again (`selfSizingInvalidation`).
@MainActor
final class CollectionCellContentView: UIView {
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UICollectionViewCell)?.owningCollectionView?.cellSizeDidInvalidate(superview as! UICollectionViewCell)
    }
}
