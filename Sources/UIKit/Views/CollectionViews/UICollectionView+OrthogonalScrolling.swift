import Foundation

/// Orthogonal sections of a compositional layout scroll in their own scroll views.
///
/// UIKit: each orthogonal section gets an internal scroll view, sized to the section, whose
/// subviews are the section's cells; it scrolls by touch, wheel and fling with the scroll
/// view's physics, and the layout follows its offset (frames, `visibleItemsInvalidationHandler`).
extension UICollectionView {
    /// Creates, sizes and removes the section scroll views to match the layout (before the
    /// cells are tiled, so that they land in the right container).
    func updateOrthogonalScrollers() {
        guard let layout = layoutStorage as? UICollectionViewCompositionalLayout else {
            removeOrthogonalScrollers(keeping: [])
            return
        }
        let mainAxis = layout.scrollAxis
        let axis = mainAxis.other
        var kept = Set<Int>()
        for geometry in layout.sectionGeometries where geometry.isOrthogonal {
            let section = geometry.index
            kept.insert(section)
            let scroller = orthogonalScrollers[section] ?? {
                let scroller = OrthogonalSectionScrollView(section: section, axis: axis, collectionView: self)
                orthogonalScrollers[section] = scroller
                return scroller
            }()
            // It spans the section along the layout's axis and the whole width across it.
            var frame = mainAxis.rect(main: mainAxis.minMain(geometry.frame), cross: 0,
                                      mainLength: mainAxis.main(geometry.frame.size), crossLength: mainAxis.cross(bounds.size))
            if mainAxis == .horizontal { frame = flippedForLayout(frame) }
            if scroller.frame != frame { scroller.frame = frame }
            // The paging behaviours settle quickly on their page or group, as a paging scroll
            // view does; the continuous ones coast at the collection view's rate — unless the
            // section's `orthogonalScrollingProperties` (iOS 17) name a rate and a bounce.
            let behavior = geometry.section?.orthogonalScrollingBehavior ?? .none
            let paging = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
            let properties = geometry.section?.orthogonalPropertiesStorage
            let rate = properties?.decelerationRate ?? .automatic
            scroller.decelerationRate = rate == .automatic ? (paging ? .fast : decelerationRate)
                : DecelerationRate(rawValue: rate.rawValue)
            let bounce = properties?.bounce ?? .automatic
            scroller.bounces = bounce != .never
            let alwaysBounces = bounce == .always
            if axis == .horizontal {
                scroller.alwaysBounceHorizontal = alwaysBounces
            } else {
                scroller.alwaysBounceVertical = alwaysBounces
            }
            let range = layout._orthogonalScrollRange(forSection: section)
            let viewport = axis.main(frame.size)
            let contentSize = axis.size(main: viewport + max(0, range.upperBound), cross: axis.cross(frame.size))
            if scroller.contentSize != contentSize { scroller.contentSize = contentSize }
            // A centred-paging section may scroll before its start: an inset makes room.
            let lead = max(0, -range.lowerBound)
            let inset = axis == .horizontal ? UIEdgeInsets(top: 0, left: lead, bottom: 0, right: 0)
                                            : UIEdgeInsets(top: lead, left: 0, bottom: 0, right: 0)
            if scroller.contentInset != inset { scroller.contentInset = inset }
            // Follow an offset set by the layout (a new layout, a clamp) unless the scroll view
            // is beyond its edge, where the layout clamps.
            let offset = scrollerOffset(forLayoutOffset: layout._orthogonalScrollOffset(forSection: section), in: scroller, layout)
            let current = axis.main(scroller.contentOffset)
            if min(max(current, range.lowerBound), range.upperBound) != offset {
                scroller.contentOffset = axis.point(main: offset, cross: 0)
            }
        }
        removeOrthogonalScrollers(keeping: kept)
    }

    private func removeOrthogonalScrollers(keeping kept: Set<Int>) {
        for (section, scroller) in orthogonalScrollers where !kept.contains(section) {
            orthogonalScrollers[section] = nil
            // Its cells go back to the collection view with collection view coordinates (the
            // ordering pass reinserts them; their attributes are re-applied first).
            for cell in scroller.subviews where cell is UICollectionReusableView { cell.removeFromSuperview() }
            scroller.removeFromSuperview()
        }
    }

    /// A section scroll view's offset for the layout's offset (and the reverse). UIKit: in a
    /// right-to-left collection view a horizontal section starts at its trailing (right) edge
    /// and scrolls toward the left, so its scroll view starts at the far end of its range and
    /// the layout's offset grows as the scroll view's falls.
    func scrollerOffset(forLayoutOffset offset: CGFloat, in scroller: OrthogonalSectionScrollView,
                        _ layout: UICollectionViewCompositionalLayout) -> CGFloat {
        guard scroller.axis == .horizontal, flipsLayoutHorizontally else { return offset }
        let range = layout._orthogonalScrollRange(forSection: scroller.section)
        return range.lowerBound + range.upperBound - offset
    }

    /// The section scroll view that holds the element with `attributes`, if any.
    func orthogonalScroller(for attributes: UICollectionViewLayoutAttributes) -> OrthogonalSectionScrollView? {
        guard attributes.representedElementCategory == .cell, !orthogonalScrollers.isEmpty else { return nil }
        return orthogonalScrollers[attributes.indexPath.section]
    }

    /// What to add to a layout frame to get the frame in the element's container: a section
    /// scroll view's content is laid out at the unshifted positions.
    func containerShift(for attributes: UICollectionViewLayoutAttributes) -> CGPoint {
        guard let scroller = orthogonalScroller(for: attributes),
              let layout = layoutStorage as? UICollectionViewCompositionalLayout else { return .zero }
        let layoutOffset = layout._orthogonalScrollOffset(forSection: scroller.section)
        let offset = scroller.axis.point(main: scrollerOffset(forLayoutOffset: layoutOffset, in: scroller, layout), cross: 0)
        return CGPoint(x: offset.x - scroller.frame.minX, y: offset.y - scroller.frame.minY)
    }

    /// Puts the visible cells of orthogonal sections into their scroll views, and the scroll
    /// views above the decoration views (section backgrounds) and below the other elements.
    func placeOrthogonalScrollers() {
        guard !orthogonalScrollers.isEmpty else { return }
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard let scroller = orthogonalScrollers[indexPath.section], cell.superview !== scroller else { continue }
            scroller.addSubview(cell)
        }
        let decorations = Set(visibleDecorationViews.values.map(ObjectIdentifier.init))
        let base = backgroundViewStorage?.superview === self ? 1 : 0
        let lastDecoration = subviews.lastIndex { decorations.contains(ObjectIdentifier($0)) }
        var index = lastDecoration.map { $0 + 1 } ?? base
        for section in orthogonalScrollers.keys.sorted() {
            let scroller = orthogonalScrollers[section]!
            if subviews.indices.contains(index), subviews[index] === scroller {
                index += 1
                continue
            }
            // Moving a scroll view from below the index shifts the views after it.
            if let current = subviews.firstIndex(where: { $0 === scroller }), current < index { index -= 1 }
            insertSubview(scroller, at: index)
            index += 1
        }
    }

    /// The user (or code) scrolled a section: the layout follows and the cells are re-tiled.
    func orthogonalScrollerDidScroll(_ scroller: OrthogonalSectionScrollView) {
        guard let layout = layoutStorage as? UICollectionViewCompositionalLayout, orthogonalScrollers[scroller.section] === scroller else { return }
        let section = scroller.section
        let range = layout._orthogonalScrollRange(forSection: section)
        let shown = min(max(scroller.axis.main(scroller.contentOffset), range.lowerBound), range.upperBound)
        let offset = scrollerOffset(forLayoutOffset: shown, in: scroller, layout)
        guard offset != layout._orthogonalScrollOffset(forSection: section) else { return }
        layout._setOrthogonalScrollOffset(offset, forSection: section)
        guard !isTiling else { return }
        setNeedsLayout()
        layoutIfNeeded()
    }
}
