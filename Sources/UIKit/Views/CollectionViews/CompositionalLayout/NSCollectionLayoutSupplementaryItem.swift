import Foundation

/// A supplementary view anchored to each instance of an item or group, such as a badge (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// UIKit: the default is 1, above the cells.
    open var zIndex: Int = 1
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    /// The frame of this supplementary item attached to `container`.
    ///
    /// UIKit: the container anchor's point on the container meets the item anchor's point on
    /// the supplementary (without an item anchor, the same edges, so it sits inside the corner);
    /// a fractional offset is a fraction of the supplementary's own size.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let own = CGRect(origin: .zero, size: size)
        let target = containerAnchor.point(in: container)
        let handle = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)).point(in: own)
        var origin = CGPoint(x: target.x - handle.x, y: target.y - handle.y)
        for anchor in [containerAnchor] + (itemAnchor.map { [$0] } ?? []) {
            if anchor.isFractionalOffset {
                origin.x += anchor.offset.x * size.width
                origin.y += anchor.offset.y * size.height
            } else {
                origin.x += anchor.offset.x
                origin.y += anchor.offset.y
            }
        }
        return CGRect(origin: origin, size: size)
    }
}
