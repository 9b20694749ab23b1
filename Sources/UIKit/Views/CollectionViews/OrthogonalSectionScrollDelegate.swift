import Foundation

/// Maps an orthogonal section's scroll view to its layout: the offset as it scrolls, and
/// where a gesture comes to rest for the section's scrolling behaviour.
@MainActor
final class OrthogonalSectionScrollDelegate: UIScrollViewDelegate {
    weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let scroller = scrollView as? OrthogonalSectionScrollView else { return }
        collectionView?.orthogonalScrollerDidScroll(scroller)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scroller = scrollView as? OrthogonalSectionScrollView,
              let layout = collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        let axis = scroller.axis
        let proposed = axis.main(targetContentOffset.pointee)
        let target = layout._targetOrthogonalScrollOffset(forProposedOffset: proposed,
                                                          velocity: axis.main(velocity) * 1000,
                                                          section: scroller.section)
        targetContentOffset.pointee = axis.point(main: target, cross: axis.cross(targetContentOffset.pointee))
    }
}
