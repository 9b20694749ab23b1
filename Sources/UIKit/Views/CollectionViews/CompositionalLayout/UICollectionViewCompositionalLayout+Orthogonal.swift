import Foundation

/// Orthogonal sections.
///
/// UIKit puts each orthogonal section in an internal scroll view. Here the layout lays the
/// section out across its axis and keeps a per-section offset: frames are returned shifted by
/// it, and `_targetOrthogonalScrollOffset` snaps a proposed offset the way the section's
/// behaviour makes UIKit's internal scroll view come to rest. The collection view (or a
/// gesture) drives the offset through these internal calls.
extension UICollectionViewCompositionalLayout {
    /// The offset of an orthogonal section's content (0: its first group at the content inset).
    func _orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        sectionGeometries.indices.contains(section) ? sectionGeometries[section].orthogonalOffset : 0
    }

    /// The offsets an orthogonal section can take.
    func _orthogonalScrollRange(forSection section: Int) -> ClosedRange<CGFloat> {
        guard sectionGeometries.indices.contains(section) else { return 0...0 }
        let geometry = sectionGeometries[section]
        let end = max(0, geometry.orthogonalContentLength - geometry.orthogonalViewportLength)
        if geometry.section?.orthogonalScrollingBehavior == .groupPagingCentered {
            // UIKit: any group can be centred, the first and last included.
            let centres = centredOffsets(geometry)
            return min(0, centres.first ?? 0)...max(end, centres.last ?? 0)
        }
        return 0...end
    }

    /// Scrolls an orthogonal section to `offset` (clamped to its range).
    func _setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard sectionGeometries.indices.contains(section), sectionGeometries[section].isOrthogonal, offset.isFinite else { return }
        let range = _orthogonalScrollRange(forSection: section)
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        orthogonalOffsets[section] = clamped
        shift(sectionGeometries[section], to: clamped)
    }

    /// Where an orthogonal section's scrolling comes to rest for a gesture that ends at
    /// `proposed` with `velocity` (points per second along the section's axis); `dragStart` is
    /// the offset where the drag began (the current offset when nil).
    func _targetOrthogonalScrollOffset(forProposedOffset proposed: CGFloat, velocity: CGFloat, section: Int,
                                       dragStart: CGFloat? = nil) -> CGFloat {
        guard sectionGeometries.indices.contains(section), let behavior = sectionGeometries[section].section?.orthogonalScrollingBehavior,
              proposed.isFinite else { return 0 }
        let geometry = sectionGeometries[section]
        let range = _orthogonalScrollRange(forSection: section)
        // UIKit: the paging behaviours page from where the drag began, not from where the finger
        // lifted, so a long drag ending in a fling still moves at most one page or group.
        let current = dragStart.flatMap { $0.isFinite ? $0 : nil } ?? geometry.orthogonalOffset
        let target: CGFloat
        switch behavior {
        case .none, .continuous:
            target = proposed
        case .continuousGroupLeadingBoundary:
            // UIKit: comes to rest with a group's leading edge at the section's content inset.
            target = nearest(to: proposed, in: leadingOffsets(geometry))
        case .paging:
            // UIKit: pages the visible width, one page per gesture.
            let page = max(1, geometry.orthogonalViewportLength)
            var pages = Array(stride(from: 0, to: range.upperBound, by: page))
            pages.append(range.upperBound)
            target = onePerGesture(pages, current: current, proposed: proposed, velocity: velocity)
        case .groupPaging:
            target = onePerGesture(leadingOffsets(geometry), current: current, proposed: proposed, velocity: velocity)
        case .groupPagingCentered:
            target = onePerGesture(centredOffsets(geometry), current: current, proposed: proposed, velocity: velocity)
        }
        return min(max(target, range.lowerBound), range.upperBound)
    }

    /// Re-applies a section's stored offset after a new layout (UIKit keeps the scroll position).
    func restoreOrthogonalOffset(of geometry: CompositionalSectionGeometry) {
        var offset = orthogonalOffsets[geometry.index]
        if offset == nil, geometry.section?.orthogonalScrollingBehavior == .groupPagingCentered {
            // UIKit: a centred-paging section starts with its first group centred.
            offset = centredOffsets(geometry).first
        }
        guard let offset else { return }
        let end = max(0, geometry.orthogonalContentLength - geometry.orthogonalViewportLength)
        let centres = centredOffsets(geometry)
        let low = geometry.section?.orthogonalScrollingBehavior == .groupPagingCentered ? min(0, centres.first ?? 0) : 0
        let high = geometry.section?.orthogonalScrollingBehavior == .groupPagingCentered ? max(end, centres.last ?? 0) : end
        shift(geometry, to: min(max(offset, low), high))
    }

    private func leadingOffsets(_ geometry: CompositionalSectionGeometry) -> [CGFloat] {
        guard let first = geometry.orthogonalGroupSpans.first else { return [0] }
        return geometry.orthogonalGroupSpans.map { $0.start - first.start }
    }

    private func centredOffsets(_ geometry: CompositionalSectionGeometry) -> [CGFloat] {
        geometry.orthogonalGroupSpans.map { $0.start + $0.length / 2 - geometry.orthogonalViewportLength / 2 }
    }

    private func nearest(to value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }

    /// UIKit's paging behaviours move at most one page (or group) per fling, in the direction
    /// of the velocity, from the page nearest to where the drag began; a drag released without
    /// velocity settles on the page nearest to where it was released.
    private func onePerGesture(_ candidates: [CGFloat], current: CGFloat, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard !candidates.isEmpty else { return proposed }
        let here = candidates.indices.min { abs(candidates[$0] - current) < abs(candidates[$1] - current) } ?? 0
        if velocity > 0 { return candidates[min(here + 1, candidates.count - 1)] }
        if velocity < 0 { return candidates[max(here - 1, 0)] }
        return nearest(to: proposed, in: candidates)
    }

    /// Moves the section's groups so that its content is scrolled to `offset`.
    private func shift(_ geometry: CompositionalSectionGeometry, to offset: CGFloat) {
        let delta = offset - geometry.orthogonalOffset
        guard delta != 0 else { return }
        let across = scrollAxis.other
        for index in geometry.groups.indices {
            geometry.groups[index].frame = across.offset(geometry.groups[index].frame, by: -delta)
            for supplementary in geometry.groups[index].supplementaries {
                supplementary.frame = across.offset(supplementary.frame, by: -delta)
            }
            geometry.groupFarEdges[index] -= delta
        }
        for cell in geometry.cells { cell.frame = across.offset(cell.frame, by: -delta) }
        geometry.orthogonalOffset = offset
    }
}
