import Foundation

/// Lays out instances of a group, taking the section's items in order.
@MainActor
struct CompositionalGroupSolver {
    let itemCount: Int
    let traitCollection: UITraitCollection
    /// The preferred size reported for a cell, by item.
    let preferredSize: (Int) -> CGSize?
    /// The next item to place.
    var cursor = 0

    private struct Child {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var nested: CompositionalGroupResult?
        var cellIndex: Int?
        var selfSizingWidth = false
        var selfSizingHeight = false
    }

    /// Lays out one instance of `group` whose resolved size (estimates as given) is `size`.
    /// Returns an empty result when no item is left.
    mutating func layout(_ group: NSCollectionLayoutGroup, size: CGSize) -> CompositionalGroupResult {
        let insets = group.contentInsets
        let inner = CGRect(x: insets.leading, y: insets.top,
                           width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        var result: CompositionalGroupResult
        switch group.arrangement {
        case .custom(let provider):
            result = layoutCustom(provider, size: size)
        case .horizontal:
            result = layoutLinear(group, axis: .horizontal, size: size, inner: inner)
        case .vertical:
            result = layoutLinear(group, axis: .vertical, size: size, inner: inner)
        }
        if let first = result.cells.first {
            let bounds = CGRect(origin: .zero, size: result.size)
            for supplementary in group.supplementaryItems {
                result.supplementaries.append(CompositionalPlacedElement(
                    frame: supplementary.frame(attachedTo: bounds), item: first.item,
                    zIndex: supplementary.zIndex, kind: supplementary.elementKind))
            }
        }
        return result
    }

    private mutating func layoutCustom(_ provider: NSCollectionLayoutGroupCustomItemProvider, size: CGSize) -> CompositionalGroupResult {
        var result = CompositionalGroupResult(size: size)
        guard cursor < itemCount else { return result }
        // UIKit: the custom provider's environment has the group's size as its container.
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: size, contentInsets: .zero), traitCollection: traitCollection)
        for custom in provider(environment) {
            guard cursor < itemCount else { break }
            let frame = custom.frame.standardized
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                continue
            }
            result.cells.append(CompositionalPlacedElement(frame: frame, item: cursor, zIndex: custom.zIndex))
            cursor += 1
        }
        return result
    }

    private mutating func layoutLinear(_ group: NSCollectionLayoutGroup, axis: LayoutAxis, size: CGSize, inner: CGRect) -> CompositionalGroupResult {
        let spacing = group.interItemSpacing
        let spacingValue = max(0, spacing?.spacing ?? 0)
        let available = axis.main(inner.size)
        let mainSelfSizing = axis.mainDimension(group.layoutSize).isSelfSizing
        let crossSelfSizing = axis.crossDimension(group.layoutSize).isSelfSizing
        let subitems = group.subitems

        // Phase 1: which children fit, and their sizes.
        var children: [Child] = []
        var used: CGFloat = 0
        while cursor < itemCount {
            if let count = group.repeatCount {
                if children.count >= count { break }
            } else if mainSelfSizing && children.count >= subitems.count {
                // UIKit: a group sized by its content along its axis holds its subitems once.
                break
            }
            let subitem = subitems[children.count % subitems.count]
            var childSize = subitem.layoutSize.resolved(in: inner.size)
            if let count = group.repeatCount {
                let share = (available - spacingValue * CGFloat(count - 1)) / CGFloat(count)
                childSize = axis.size(main: max(0, share), cross: axis.cross(childSize))
            }
            let edges = axis.spacings(subitem.edgeSpacing)
            let edgeLength = max(0, edges.start?.spacing ?? 0) + max(0, edges.end?.spacing ?? 0)
            let gap = children.isEmpty ? 0 : spacingValue
            if group.repeatCount == nil && !mainSelfSizing && !children.isEmpty
                && used + gap + edgeLength + axis.main(childSize) > available + 0.001 {
                break
            }
            var child = Child(item: subitem, size: childSize)
            if let nestedGroup = subitem as? NSCollectionLayoutGroup {
                let nested = layout(nestedGroup, size: childSize)
                if nested.cells.isEmpty { break }
                child.size = nested.size
                child.nested = nested
            } else {
                let widthSelfSizing = subitem.layoutSize.widthDimension.isSelfSizing
                let heightSelfSizing = subitem.layoutSize.heightDimension.isSelfSizing
                if let preferred = preferredSize(cursor) {
                    if widthSelfSizing { child.size.width = preferred.width }
                    if heightSelfSizing { child.size.height = preferred.height }
                }
                child.cellIndex = cursor
                child.selfSizingWidth = widthSelfSizing
                child.selfSizingHeight = heightSelfSizing
                cursor += 1
            }
            used += gap + edgeLength + axis.main(child.size)
            children.append(child)
        }
        guard !children.isEmpty else { return CompositionalGroupResult(size: size) }

        // UIKit (iOS 17): uniform-across-siblings items take the largest sibling's cross size.
        let uniform = children.indices.filter { children[$0].nested == nil && axis.crossDimension(children[$0].item.layoutSize).isUniformAcrossSiblings }
        if let largest = uniform.map({ axis.cross(children[$0].size) }).max() {
            for index in uniform {
                children[index].size = axis.size(main: axis.main(children[index].size), cross: largest)
            }
        }

        // Phase 2: positions. Flexible spacings share what is left along the axis.
        var flexibleSlots = spacing?.isFlexibleSpacing == true ? children.count - 1 : 0
        for child in children {
            let edges = axis.spacings(child.item.edgeSpacing)
            if edges.start?.isFlexibleSpacing == true { flexibleSlots += 1 }
            if edges.end?.isFlexibleSpacing == true { flexibleSlots += 1 }
        }
        let leftover = mainSelfSizing ? 0 : max(0, available - used)
        let extra = flexibleSlots > 0 ? leftover / CGFloat(flexibleSlots) : 0
        let crossAvailable = axis.cross(inner.size)
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        var result = CompositionalGroupResult(size: size)
        for (index, child) in children.enumerated() {
            if index > 0 { position += spacingValue + (spacing?.isFlexibleSpacing == true ? extra : 0) }
            let edges = axis.spacings(child.item.edgeSpacing)
            let crossEdges = axis.other.spacings(child.item.edgeSpacing)
            position += max(0, edges.start?.spacing ?? 0) + (edges.start?.isFlexibleSpacing == true ? extra : 0)
            let childCross = axis.cross(child.size)
            let crossStart = max(0, crossEdges.start?.spacing ?? 0)
            let crossEnd = max(0, crossEdges.end?.spacing ?? 0)
            let crossPosition: CGFloat
            switch (crossEdges.start?.isFlexibleSpacing == true, crossEdges.end?.isFlexibleSpacing == true) {
            case (true, true): crossPosition = max(crossStart, (crossAvailable - childCross) / 2)
            case (true, false): crossPosition = max(crossStart, crossAvailable - childCross - crossEnd)
            default: crossPosition = crossStart
            }
            crossExtent = max(crossExtent, crossStart + childCross + crossEnd)
            let origin = CGPoint(x: inner.minX + axis.point(main: position, cross: crossPosition).x,
                                 y: inner.minY + axis.point(main: position, cross: crossPosition).y)
            if let nested = child.nested {
                result.cells += nested.cells.map { $0.offsetBy(origin) }
                result.supplementaries += nested.supplementaries.map { $0.offsetBy(origin) }
            } else if let cellIndex = child.cellIndex {
                let frame = Self.cellFrame(CGRect(origin: origin, size: child.size), insets: child.item.contentInsets,
                                           insetWidth: !child.selfSizingWidth, insetHeight: !child.selfSizingHeight)
                result.cells.append(CompositionalPlacedElement(frame: frame, item: cellIndex, zIndex: 0, kind: nil,
                                                               selfSizingWidth: child.selfSizingWidth,
                                                               selfSizingHeight: child.selfSizingHeight))
                for supplementary in child.item.supplementaryItems {
                    result.supplementaries.append(CompositionalPlacedElement(
                        frame: supplementary.frame(attachedTo: frame), item: cellIndex,
                        zIndex: supplementary.zIndex, kind: supplementary.elementKind))
                }
            }
            position += axis.main(child.size)
            position += max(0, edges.end?.spacing ?? 0) + (edges.end?.isFlexibleSpacing == true ? extra : 0)
        }

        let groupInsets = group.contentInsets
        let mainInsets = axis.insets(groupInsets)
        let crossInsets = axis.other.insets(groupInsets)
        let mainLength = mainSelfSizing ? position + mainInsets.start + mainInsets.end : axis.main(size)
        let crossLength = crossSelfSizing ? crossExtent + crossInsets.start + crossInsets.end : axis.cross(size)
        result.size = axis.size(main: mainLength, cross: crossLength)
        return result
    }

    /// UIKit: an item's content insets shrink its frame inside the room it is given, except
    /// along axes sized by the view (estimated dimensions).
    static func cellFrame(_ room: CGRect, insets: NSDirectionalEdgeInsets, insetWidth: Bool, insetHeight: Bool) -> CGRect {
        var frame = room
        if insetWidth {
            frame.origin.x += insets.leading
            frame.size.width = max(0, room.width - insets.leading - insets.trailing)
        }
        if insetHeight {
            frame.origin.y += insets.top
            frame.size.height = max(0, room.height - insets.top - insets.bottom)
        }
        return frame
    }
}
