import Foundation

/// A header or footer of a section or of the whole layout (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// UIKit: true by default — the item takes room, pushing the content after it.
    open var extendsBoundary: Bool = true
    /// UIKit: false by default; when true the item stays in the visible bounds while its
    /// section is on screen (a sticky header).
    open var pinToVisibleBounds: Bool = false
    open private(set) var alignment: NSRectAlignment
    /// The absolute offset given at creation.
    open private(set) var offset: CGPoint

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        super.init(size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }
}
