import Foundation

/// An area of space, for a field behavior (UIKit): a circle, a rectangle centred on the
/// origin, all of space, and combinations of them.
@preconcurrency @MainActor
open class UIRegion: NSObject, @preconcurrency NSCopying {
    indirect enum Shape {
        case infinite
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: DynamicsVector) -> Bool {
            switch self {
            case .infinite: return true
            case let .circle(r): return p.lengthSquared <= r * r
            case let .rectangle(w, h): return abs(p.x) <= w / 2 && abs(p.y) <= h / 2
            case let .inverse(s): return !s.contains(p)
            case let .union(a, b): return a.contains(p) || b.contains(p)
            case let .difference(a, b): return a.contains(p) && !b.contains(p)
            case let .intersection(a, b): return a.contains(p) && b.contains(p)
            }
        }
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// All of space.
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` around the origin.
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius: radius.isFinite ? max(0, Double(radius)) : 0))
    }

    /// A rectangle of `size` centred on the origin.
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(width: size.width.isFinite ? max(0, Double(size.width)) : 0,
                                    height: size.height.isFinite ? max(0, Double(size.height)) : 0))
    }

    open func inverse() -> Self { Self.typed(UIRegion(shape: .inverse(shape))) }
    open func union(with region: UIRegion) -> Self { Self.typed(UIRegion(shape: .union(shape, region.shape))) }
    /// The part of this region outside `region`.
    open func difference(from region: UIRegion) -> Self { Self.typed(UIRegion(shape: .difference(shape, region.shape))) }
    open func intersection(with region: UIRegion) -> Self { Self.typed(UIRegion(shape: .intersection(shape, region.shape))) }

    open func contains(_ point: CGPoint) -> Bool {
        shape.contains(DynamicsVector(point))
    }

    open func copy(with zone: NSZone? = nil) -> Any { UIRegion(shape: shape) }

    /// Ours: regions are made as `UIRegion` itself (a subclass's combinations are UIRegions).
    private static func typed(_ region: UIRegion) -> Self {
        guard let typed = region as? Self else {
            preconditionFailure("UIRegion: OpenUIKit combines regions as UIRegion; call it on UIRegion, not on a subclass")
        }
        return typed
    }
}
