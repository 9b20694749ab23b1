import Foundation

/// Where a supplementary item (a badge) is attached to its item or group (UIKit).
///
/// UIKit: the edges pick a point on the container (both or neither edge of an axis: the
/// middle); an absolute offset moves by points, a fractional offset by fractions of the
/// supplementary item's own size.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open private(set) var isAbsoluteOffset: Bool
    open private(set) var isFractionalOffset: Bool

    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        isFractionalOffset = fractional
        isAbsoluteOffset = !fractional
        super.init()
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    /// The anchor point in `rect` (left-to-right coordinates).
    func point(in rect: CGRect) -> CGPoint {
        let x: CGFloat
        switch (edges.contains(.leading), edges.contains(.trailing)) {
        case (true, false): x = rect.minX
        case (false, true): x = rect.maxX
        default: x = rect.midX
        }
        let y: CGFloat
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, false): y = rect.minY
        case (false, true): y = rect.maxY
        default: y = rect.midY
        }
        return CGPoint(x: x, y: y)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutAnchor(edges: edges, offset: offset, fractional: isFractionalOffset)
    }
}
