import Foundation

extension UICollectionViewCompositionalLayout {
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let axis = scrollAxis
        var result: [UICollectionViewLayoutAttributes] = []
        for boundary in layoutBoundaries {
            let attributes = placed(boundary, sectionFrame: nil)
            if Self.meets(attributes.frame, rect) { result.append(attributes) }
        }
        let sections = sectionGeometries
        var index = Self.firstIndex(in: sections.count) { axis.maxMain(sections[$0].frame) >= axis.minMain(rect) }
        while index < sections.count, axis.minMain(sections[index].frame) <= axis.maxMain(rect) {
            collect(sections[index], in: rect, axis: axis, into: &result)
            index += 1
        }
        return result
    }

    private func collect(_ geometry: CompositionalSectionGeometry, in rect: CGRect, axis: LayoutAxis,
                         into result: inout [UICollectionViewLayoutAttributes]) {
        let start = result.count
        for decoration in geometry.decorations where Self.meets(decoration.frame, rect) {
            result.append(decoration)
        }
        for boundary in geometry.boundaries {
            let attributes = placed(boundary, sectionFrame: geometry.frame)
            if Self.meets(attributes.frame, rect) { result.append(attributes) }
        }
        // Groups are stacked along the layout's axis, or across it in an orthogonal section.
        let stack = geometry.isOrthogonal ? axis.other : axis
        let groups = geometry.groups
        let farEdges = geometry.groupFarEdges
        var index = Self.firstIndex(in: groups.count) { farEdges[$0] >= stack.minMain(rect) }
        while index < groups.count, stack.minMain(groups[index].frame) <= stack.maxMain(rect) {
            let group = groups[index]
            if Self.meets(group.frame, rect) {
                for cell in geometry.cells[group.cells] where Self.meets(cell.frame, rect) { result.append(cell) }
                for supplementary in group.supplementaries where Self.meets(supplementary.frame, rect) {
                    result.append(supplementary)
                }
            }
            index += 1
        }
        guard let handler = geometry.section?.visibleItemsInvalidationHandler, result.count > start else { return }
        // UIKit: the handler sees the visible items and the section's scroll offset, and may
        // change them; the changes apply to this pass only (copies of the stored attributes).
        let copies = result[start...].compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        result.replaceSubrange(start..., with: copies)
        let offset: CGPoint
        if geometry.isOrthogonal {
            offset = axis.other.point(main: geometry.orthogonalOffset, cross: 0)
        } else {
            offset = collectionView?.contentOffset ?? .zero
        }
        handler(copies.map { CompositionalVisibleItem(attributes: $0) }, offset, geometry.environment)
    }

    func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sectionGeometries.indices.contains(indexPath.section) else { return nil }
        let cells = sectionGeometries[indexPath.section].cells
        return cells.indices.contains(indexPath.item) ? cells[indexPath.item] : nil
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.count == 1 {
            return layoutBoundaries.first { $0.item.elementKind == elementKind && $0.attributes.indexPath == indexPath }
                .map { placed($0, sectionFrame: nil) }
        }
        if indexPath.count == 2, sectionGeometries.indices.contains(indexPath.section) {
            let geometry = sectionGeometries[indexPath.section]
            if let boundary = geometry.boundaries.first(where: { $0.item.elementKind == elementKind && $0.attributes.indexPath == indexPath }) {
                return placed(boundary, sectionFrame: geometry.frame)
            }
        }
        return elementsByKey[CompositionalElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementsByKey[CompositionalElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
    }

    /// A boundary item's attributes, moved into the visible bounds when it is pinned.
    ///
    /// UIKit: a pinned header stays at the top of the visible area (below the content inset)
    /// while its section is on screen, pushed off by the section's end; a pinned footer stays
    /// at the bottom, held back by the section's start.
    func placed(_ boundary: CompositionalSectionGeometry.Boundary, sectionFrame: CGRect?) -> UICollectionViewLayoutAttributes {
        guard boundary.item.pinToVisibleBounds, let collectionView else { return boundary.attributes }
        let axis = scrollAxis
        let natural = boundary.attributes.frame
        let length = axis.main(natural.size)
        let insets = collectionView.adjustedContentInset
        let visibleStart = axis.minMain(collectionView.bounds) + (axis == .vertical ? insets.top : insets.left)
        let visibleEnd = axis.maxMain(collectionView.bounds) - (axis == .vertical ? insets.bottom : insets.right)
        var main: CGFloat
        if boundary.isHeader {
            main = max(axis.minMain(natural), visibleStart)
            if let sectionFrame { main = min(main, axis.maxMain(sectionFrame) - length) }
            main = max(main, axis.minMain(natural))
        } else {
            main = min(axis.minMain(natural), visibleEnd - length)
            if let sectionFrame { main = max(main, axis.minMain(sectionFrame)) }
            main = min(main, axis.minMain(natural))
        }
        guard main != axis.minMain(natural), main.isFinite,
              let copy = boundary.attributes.copy() as? UICollectionViewLayoutAttributes else { return boundary.attributes }
        copy.frame = axis.offset(natural, by: main - axis.minMain(natural))
        return copy
    }

    /// UIKit's CGRectIntersectsRect: rects that only touch do not meet (Foundation's
    /// `intersects` on Linux says they do).
    static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The first index in `0..<count` for which `predicate` (false, then true) holds.
    static func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
