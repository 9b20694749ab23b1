/// A part of a view where the pointer has one style (UIKit, iOS 13.4). Moving between
/// regions (a different rectangle or identifier) exits one and enters the other.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject, @preconcurrency NSCopying {
    /// The region's rectangle, in the interaction's view's coordinates.
    open private(set) var rect: CGRect
    /// Tells regions with the same rectangle apart.
    open private(set) var identifier: AnyHashable?
    /// Axes along which the region stays latched while the pointer moves out of its rectangle
    /// (iOS 15; default none). OpenUIKit asks for a region on every move, so latching is the
    /// delegate's choice of region.
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPointerRegion(rect: rect, identifier: identifier)
        copy.latchingAxes = latchingAxes
        return copy
    }

    /// UIKit: the same region when the rectangle and the identifier match.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIPointerRegion else { return false }
        return other.rect == rect && other.identifier == identifier
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(identifier)
        return hasher.finalize()
    }
}
