import Foundation

/// The scroll view UIKit puts in each orthogonal section of a compositional layout.
///
/// The section's cells are its subviews, so a drag along the section scrolls it, while a drag
/// along the collection view's axis fails here (this scroll view cannot scroll that way) and
/// scrolls the collection view. Its content offset is the layout's orthogonal offset.
@MainActor
final class OrthogonalSectionScrollView: UIScrollView {
    /// The section it scrolls.
    let section: Int
    /// The axis it scrolls along (across the layout's axis).
    let axis: LayoutAxis
    /// Kept here: the scroll view's delegate reference is weak.
    let forwarder: OrthogonalSectionScrollDelegate
    /// Where the current drag began (along `axis`): the paging behaviours page from it.
    var dragStartOffset: CGFloat?

    init(section: Int, axis: LayoutAxis, collectionView: UICollectionView) {
        self.section = section
        self.axis = axis
        forwarder = OrthogonalSectionScrollDelegate(collectionView: collectionView)
        super.init(frame: .zero)
        // UIKit: orthogonal sections show no scroll indicators, take no scroll-to-top and
        // keep the collection view's insets out of their own geometry.
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        delegate = forwarder
    }

    required init?(coder: NSCoder) {
        nil
    }
}
