import Foundation

/// Right-to-left: the collection view mirrors the layout's x coordinates.
///
/// UIKit: a layout describes its elements in its `developmentLayoutDirection`; when the
/// collection view's effective layout direction is the opposite one and the layout's
/// `flipsHorizontallyInOppositeLayoutDirection` is true, the collection view flips the
/// horizontal coordinate system (about the content width), so a flow or compositional layout
/// written left-to-right starts at the right edge without any change to the layout. Layouts
/// keep working in their own coordinates: rects going in and frames coming out are mirrored here.
extension UICollectionView {
    /// Whether the layout's coordinates are mirrored for display.
    var flipsLayoutHorizontally: Bool {
        let layout = layoutStorage
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && layout.developmentLayoutDirection != effectiveUserInterfaceLayoutDirection
    }

    /// The width the layout's x coordinates are mirrored about.
    private var layoutFlipWidth: CGFloat {
        let width = layoutStorage.collectionViewContentSize.width
        return width.isFinite ? width : 0
    }

    /// A rect in the layout's coordinates as shown (or the reverse: the mirror is its own inverse).
    func flippedForLayout(_ rect: CGRect) -> CGRect {
        guard flipsLayoutHorizontally, !rect.isNull, rect.width.isFinite else { return rect }
        var mirrored = rect.standardized
        mirrored.origin.x = layoutFlipWidth - mirrored.maxX
        return mirrored
    }

    /// A point in the layout's coordinates as shown (or the reverse).
    func flippedForLayout(_ point: CGPoint) -> CGPoint {
        guard flipsLayoutHorizontally else { return point }
        return CGPoint(x: layoutFlipWidth - point.x, y: point.y)
    }

    /// The attributes as shown: a mirrored copy when the layout flips (the layout's own
    /// objects are never changed), the layout's otherwise.
    func displayed(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, flipsLayoutHorizontally,
              let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.center = flippedForLayout(attributes.center)
        return copy
    }

    /// The layout's elements in `rect` (display coordinates), as shown.
    func displayedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard flipsLayoutHorizontally else { return layoutStorage.layoutAttributesForElements(in: rect) ?? [] }
        return (layoutStorage.layoutAttributesForElements(in: flippedForLayout(rect)) ?? []).compactMap { displayed($0) }
    }

    /// The layout's attributes for an item, as shown.
    func displayedAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        displayed(layoutStorage.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for a supplementary view, as shown.
    func displayedAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        displayed(layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Sets the content size from the layout. UIKit: when the layout is mirrored, the content's
    /// origin is its right edge, so a change of content width keeps the offset measured from
    /// the right — a horizontal collection view first shows its right end (its first items).
    func setContentSizeFromLayout(_ size: CGSize) {
        guard contentSize != size else { return }
        let widthChange = size.width - contentSize.width
        contentSize = size
        guard flipsLayoutHorizontally, widthChange != 0, widthChange.isFinite, !isTracking else { return }
        let shifted = clampedOffset(CGPoint(x: contentOffset.x + widthChange, y: contentOffset.y))
        if shifted != contentOffset { contentOffset = shifted }
    }

    /// The mirroring was switched on or off: the offset is mirrored too (a view showing its
    /// leading end keeps showing it) and the elements are laid out again.
    func layoutDirectionDidChange() {
        let range = offsetRange
        let mirrored = CGPoint(x: range.minX + range.maxX - contentOffset.x, y: contentOffset.y)
        if mirrored.x.isFinite, mirrored != contentOffset { contentOffset = clampedOffset(mirrored) }
        lastLayoutBounds = nil
        setNeedsLayout()
    }
}
