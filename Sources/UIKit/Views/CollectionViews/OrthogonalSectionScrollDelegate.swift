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

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let scroller = scrollView as? OrthogonalSectionScrollView else { return }
        scroller.dragStartOffset = scroller.axis.main(scroller.contentOffset)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scroller = scrollView as? OrthogonalSectionScrollView, let collectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        let axis = scroller.axis
        // In the layout's terms (a mirrored section's scroll view runs the other way).
        let mirrored = axis == .horizontal && collectionView.flipsLayoutHorizontally
        let toLayout = { (offset: CGFloat) in collectionView.scrollerOffset(forLayoutOffset: offset, in: scroller, layout) }
        let proposed = toLayout(axis.main(targetContentOffset.pointee))
        let speed = axis.main(velocity) * 1000 * (mirrored ? -1 : 1)
        let target = layout._targetOrthogonalScrollOffset(forProposedOffset: proposed, velocity: speed,
                                                          section: scroller.section,
                                                          dragStart: scroller.dragStartOffset.map(toLayout))
        scroller.dragStartOffset = nil
        targetContentOffset.pointee = axis.point(main: toLayout(target), cross: axis.cross(targetContentOffset.pointee))
    }
}
