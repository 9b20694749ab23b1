@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UICollectionViewFlowLayout {
    /// Computes every section's frames. Works in "vertical" terms — lines stack along the
    /// main (scrolling) axis, items flow along the cross axis — and maps to x/y at the end.
    func computeGeometry(_ collectionView: UICollectionView, crossExtent: CGFloat) {
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = isVertical
        // (cross, main) → content rect.
        func rect(cross: CGFloat, main: CGFloat, crossLength: CGFloat, mainLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        let referenceInsets = referenceInsets(collectionView)
        var main: CGFloat = 0
        var result: [FlowLayoutSection] = []
        let sectionCount = collectionView.numberOfSections
        result.reserveCapacity(sectionCount)
        // UIKit: the delegate's sizes, insets and spacings are asked again only when an
        // invalidation's `invalidateFlowLayoutDelegateMetrics` is true.
        let cache = delegateMetrics?.sections.count == sectionCount ? delegateMetrics : nil
        var metrics = FlowDelegateMetrics()
        metrics.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            var geometry = FlowLayoutSection()
            geometry.mainStart = main
            let count = collectionView.numberOfItems(inSection: section)
            var sectionMetrics: FlowDelegateMetrics.Section
            if let cached = cache?.sections[section], cached.itemSizes.count == count {
                sectionMetrics = cached
            } else {
                sectionMetrics = FlowDelegateMetrics.Section(
                    header: flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                    footer: flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize,
                    inset: flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                    lineSpacing: flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                    interitem: flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                    itemSizes: (0..<count).map { item in
                        flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                    })
            }
            metrics.sections.append(sectionMetrics)
            let header = sectionMetrics.header
            let footer = sectionMetrics.footer
            var inset = sectionMetrics.inset
            inset.left += referenceInsets.left
            inset.right += referenceInsets.right
            inset.top += referenceInsets.top
            inset.bottom += referenceInsets.bottom
            let lineSpacing = sectionMetrics.lineSpacing
            let interitem = sectionMetrics.interitem
            let (crossStart, crossEnd, mainStartInset, mainEndInset) = vertical
                ? (inset.left, inset.right, inset.top, inset.bottom) : (inset.top, inset.bottom, inset.left, inset.right)
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                geometry.headerFrame = rect(cross: 0, main: main, crossLength: crossExtent, mainLength: headerLength)
                main += headerLength
            }
            geometry.bodyStart = main
            main += mainStartInset
            // Item sizes as (cross, main).
            var sizes: [(CGFloat, CGFloat)] = []
            sizes.reserveCapacity(count)
            var uniform = true
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                var size = sectionMetrics.itemSizes[item]
                if estimatedItemSize != .zero {
                    let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
                    size = preferredSizes[indexPath] ?? estimate
                }
                if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                    FrameworkLog.log("UICollectionViewFlowLayout: invalid item size \(size) at \(indexPath); using zero")
                    size = .zero
                }
                let pair = vertical ? (size.width, size.height) : (size.height, size.width)
                if let first = sizes.first, first != pair { uniform = false }
                sizes.append(pair)
            }
            let available = max(0, crossExtent - crossStart - crossEnd)
            // With one item size: how many fit in a line, and the spacing of a full line.
            var uniformGap = interitem
            var capacity = 0
            if uniform, let (itemCross, _) = sizes.first {
                capacity = max(1, Int(((available + interitem) / max(itemCross + interitem, .leastNonzeroMagnitude)).rounded(.down)))
                if capacity > 1 { uniformGap = (available - CGFloat(capacity) * itemCross) / CGFloat(capacity - 1) }
            }
            geometry.itemFrames.reserveCapacity(count)
            var start = 0
            var firstLine = true
            while start < count {
                // Fill the line.
                var end = start + 1
                var used = sizes[start].0
                while end < count, used + interitem + sizes[end].0 <= available {
                    used += interitem + sizes[end].0
                    end += 1
                }
                if !firstLine { main += lineSpacing }
                firstLine = false
                let isLast = end == count
                let thickness = sizes[start..<end].map(\.1).max() ?? 0
                let itemsInLine = end - start
                var cross = crossStart
                var gap = interitem
                if itemsInLine == 1 {
                    if !isLast || (uniform && capacity == 1) { cross = crossStart + (available - sizes[start].0) / 2 }
                } else if !isLast {
                    gap = (available - sizes[start..<end].reduce(0) { $0 + $1.0 }) / CGFloat(itemsInLine - 1)
                } else if uniform {
                    gap = uniformGap
                }
                geometry.lineStarts.append(start)
                geometry.lineMins.append(main)
                geometry.lineMaxs.append(main + thickness)
                for index in start..<end {
                    let (itemCross, itemMain) = sizes[index]
                    geometry.itemFrames.append(rect(cross: cross, main: main + (thickness - itemMain) / 2,
                                                    crossLength: itemCross, mainLength: itemMain))
                    cross += itemCross + gap
                }
                main += thickness
                start = end
            }
            main += mainEndInset
            geometry.bodyEnd = main
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                geometry.footerFrame = rect(cross: 0, main: main, crossLength: crossExtent, mainLength: footerLength)
                main += footerLength
            }
            geometry.mainEnd = main
            result.append(geometry)
        }
        sections = result
        delegateMetrics = metrics
        contentSizeStorage = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    /// The safe area or layout margins beyond the content inset, when `sectionInsetReference`
    /// measures from them.
    private func referenceInsets(_ collectionView: UICollectionView) -> UIEdgeInsets {
        let content = collectionView.adjustedContentInset
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        return UIEdgeInsets(top: max(0, reference.top - content.top), left: max(0, reference.left - content.left),
                            bottom: max(0, reference.bottom - content.bottom), right: max(0, reference.right - content.right))
    }

    // MARK: Queries

    func _layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard rect.width.isFinite, rect.height.isFinite else { return [] }
        let vertical = isVertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        let visible = visibleRect()
        // Sections overlapping the rect (binary search on their extents).
        var lower = 0, upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].mainEnd < low { lower = middle + 1 } else { upper = middle }
        }
        var section = lower
        while section < sections.count, sections[section].mainStart <= high {
            let geometry = sections[section]
            for line in geometry.lines(from: low, to: high) {
                for item in geometry.items(inLine: line) where Self.overlaps(geometry.itemFrames[item], rect) {
                    let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = geometry.itemFrames[item]
                    result.append(attributes)
                }
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, section, visible), Self.overlaps(attributes.frame, rect) {
                    result.append(attributes)
                }
            }
            section += 1
        }
        return result
    }

    func _layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].itemFrames[indexPath.item]
        return attributes
    }

    func _layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        return supplementaryAttributes(elementKind, indexPath.section, visibleRect())
    }

    /// UIKit's CGRectIntersectsRect: rects that only touch do not intersect.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        return attributes
    }

    private func visibleRect() -> CGRect {
        guard let collectionView else { return .zero }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }

    /// A header's or footer's attributes; pinned ones follow the visible rect within their
    /// section (UIKit: a pinned header stays at the top while its section is on screen, until
    /// the section's end pushes it off).
    private func supplementaryAttributes(_ kind: String, _ section: Int, _ visible: CGRect) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        var frame = isHeader ? geometry.headerFrame : geometry.footerFrame
        guard frame.width > 0, frame.height > 0 else { return nil }
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.category = .supplementaryView
        attributes.elementKind = kind
        let vertical = isVertical
        if isHeader, sectionHeadersPinToVisibleBounds {
            let length = vertical ? frame.height : frame.width
            let top = vertical ? visible.minY : visible.minX
            let pinned = max(geometry.mainStart, min(top, geometry.bodyEnd - length))
            if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
            // Ours: above the cells scrolling under it.
            attributes.zIndex = 10
        } else if !isHeader, sectionFootersPinToVisibleBounds {
            let length = vertical ? frame.height : frame.width
            let bottom = vertical ? visible.maxY : visible.maxX
            let pinned = min(geometry.mainEnd - length, max(bottom - length, geometry.bodyStart))
            if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
            attributes.zIndex = 10
        }
        attributes.frame = frame
        return attributes
    }
}
