import Foundation

extension UICollectionViewCompositionalLayout {
    /// UIKit: a view whose dimension is estimated reports its size; the layout accepts it
    /// along the estimated axes (the others keep the layout's size) and lays out again.
    func acceptsPreferredAttributes(_ preferredAttributes: UICollectionViewLayoutAttributes,
                                    original originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let key = CompositionalElementKey(attributes: originalAttributes)
        guard let size = acceptedSize(for: key, preferred: preferredAttributes.size) else { return false }
        let current = storedAttributes(for: key)?.size ?? originalAttributes.size
        preferredSizes[key] = size
        return abs(size.width - current.width) > 0.001 || abs(size.height - current.height) > 0.001
    }

    func fillPreferredAttributesContext(_ context: UICollectionViewLayoutInvalidationContext,
                                        preferred preferredAttributes: UICollectionViewLayoutAttributes,
                                        original originalAttributes: UICollectionViewLayoutAttributes) {
        context.everything = false
        context.dataSourceCounts = false
        let key = CompositionalElementKey(attributes: originalAttributes)
        if let size = acceptedSize(for: key, preferred: preferredAttributes.size) {
            let current = storedAttributes(for: key)?.size ?? originalAttributes.size
            preferredSizes[key] = size
            context.contentSizeAdjustment = scrollAxis.size(main: scrollAxis.main(size) - scrollAxis.main(current), cross: 0)
        }
        // Name the element unless the base class already did.
        let indexPath = originalAttributes.indexPath
        let kind = originalAttributes.representedElementKind ?? ""
        switch originalAttributes.representedElementCategory {
        case .cell:
            if !(context.invalidatedItemIndexPaths ?? []).contains(indexPath) { context.invalidateItems(at: [indexPath]) }
        case .supplementaryView:
            if !(context.invalidatedSupplementaryIndexPaths?[kind] ?? []).contains(indexPath) {
                context.invalidateSupplementaryElements(ofKind: kind, at: [indexPath])
            }
        case .decorationView:
            if !(context.invalidatedDecorationIndexPaths?[kind] ?? []).contains(indexPath) {
                context.invalidateDecorationElements(ofKind: kind, at: [indexPath])
            }
        }
    }

    /// The size to use for `key` given a preferred size, or nil when the element does not size itself.
    private func acceptedSize(for key: CompositionalElementKey, preferred: CGSize) -> CGSize? {
        guard let axes = sizingAxes(for: key), let current = storedAttributes(for: key)?.size else { return nil }
        guard preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0 else {
            print("UICollectionViewCompositionalLayout: ignoring the invalid preferred size \(preferred) of \(key.indexPath)")
            return nil
        }
        return CGSize(width: axes.width ? preferred.width : current.width,
                      height: axes.height ? preferred.height : current.height)
    }

    /// Whether the collection view should ask its views for their preferred size.
    var sizesAnyElementItself: Bool { anyCellSizesItself || !selfSizingAxes.isEmpty }

    /// The attributes the layout holds for an element.
    func storedAttributes(for key: CompositionalElementKey) -> UICollectionViewLayoutAttributes? {
        key.category == .cell ? cellAttributes(at: key.indexPath) : elementsByKey[key]
    }

    /// The axes along which an element takes its preferred size; nil when none.
    private func sizingAxes(for key: CompositionalElementKey) -> (width: Bool, height: Bool)? {
        guard key.category == .cell else { return selfSizingAxes[key] }
        guard key.indexPath.count == 2, sectionGeometries.indices.contains(key.indexPath.section) else { return nil }
        let flags = sectionGeometries[key.indexPath.section].cellSelfSizing
        guard flags.indices.contains(key.indexPath.item), flags[key.indexPath.item] != 0 else { return nil }
        return (flags[key.indexPath.item] & 1 != 0, flags[key.indexPath.item] & 2 != 0)
    }
}
