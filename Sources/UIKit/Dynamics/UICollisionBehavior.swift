import Foundation

/// Makes its items collide with each other and with boundaries (UIKit).
///
/// Items collide only with the other items of the same collision behavior. Boundaries are
/// the reference view's bounds (`translatesReferenceBoundsIntoBoundary`, a room the items
/// stay in) and paths or segments with identifiers (lines that block from both sides).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// A boundary with its identifier (kept in the order added).
    struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        /// The path flattened into segments (reference-view coordinates).
        let segments: [DynamicsHull]
    }

    private var itemList: [any UIDynamicItem]
    private(set) var boundaryList: [Boundary] = []
    /// The insets of the reference-bounds boundary.
    private(set) var referenceBoundsInsets = UIEdgeInsets.zero

    public init(items: [any UIDynamicItem]) {
        itemList = items
        super.init()
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: any UIDynamicItem) {
        guard !itemList.contains(where: { $0 === item }) else { return }
        itemList.append(item)
        behaviorDidChange()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.removeAll { $0 === item }
        behaviorDidChange()
    }

    open var items: [any UIDynamicItem] { itemList }

    override var engineItems: [any UIDynamicItem] { itemList }

    /// What the items collide with: each other, the boundaries, or both (the default).
    open var collisionMode: UICollisionBehavior.Mode = .everything {
        didSet { behaviorDidChange() }
    }

    /// Whether the reference view's bounds are a boundary (identifier nil). For a
    /// collection-view animator, the layout's content size.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            if !translatesReferenceBoundsIntoBoundary { referenceBoundsInsets = .zero }
            behaviorDidChange()
        }
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a boundary along `bezierPath` (reference-view coordinates; curves are followed in
    /// short segments). UIKit: a boundary with the same identifier is replaced.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundaryQuietly(identifier)
        boundaryList.append(Boundary(identifier: identifier, path: bezierPath, segments: Self.segments(of: bezierPath)))
        behaviorDidChange()
    }

    /// Adds a boundary along the segment from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaryList.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        removeBoundaryQuietly(identifier)
        behaviorDidChange()
    }

    /// The identifiers of the boundaries added with an identifier (not the reference bounds);
    /// nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaryList.isEmpty ? nil : boundaryList.map(\.identifier)
    }

    open func removeAllBoundaries() {
        boundaryList.removeAll()
        behaviorDidChange()
    }

    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    private func removeBoundaryQuietly(_ identifier: any NSCopying) {
        boundaryList.removeAll { Self.same($0.identifier, identifier) }
    }

    /// Identifiers are equal by `isEqual` (strings and numbers by value), others by identity.
    static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// A path as two-sided segments; curves become 8 segments each.
    static func segments(of path: UIBezierPath) -> [DynamicsHull] {
        var result: [DynamicsHull] = []
        var current = DynamicsVector.zero, start = DynamicsVector.zero
        func line(to p: DynamicsVector) {
            if let segment = DynamicsHull.segment(current, p) { result.append(segment) }
            current = p
        }
        path.cgPath.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = DynamicsVector(e.points[0])
                start = current
            case .addLineToPoint:
                line(to: DynamicsVector(e.points[0]))
            case .addQuadCurveToPoint:
                let p0 = current, c = DynamicsVector(e.points[0]), p1 = DynamicsVector(e.points[1])
                for i in 1...8 {
                    let t = Double(i) / 8, u = 1 - t
                    line(to: p0 * (u * u) + c * (2 * u * t) + p1 * (t * t))
                }
            case .addCurveToPoint:
                let p0 = current, c1 = DynamicsVector(e.points[0]), c2 = DynamicsVector(e.points[1])
                let p1 = DynamicsVector(e.points[2])
                for i in 1...8 {
                    let t = Double(i) / 8, u = 1 - t
                    line(to: p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p1 * (t * t * t))
                }
            case .closeSubpath:
                line(to: start)
            }
        }
        return result
    }
}
