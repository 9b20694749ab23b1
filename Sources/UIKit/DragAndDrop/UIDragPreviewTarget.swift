import Foundation

/// Where a targeted preview goes: a point in a container view, with a transform.
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject, @preconcurrency NSCopying {
    open private(set) var container: UIView
    open private(set) var center: CGPoint
    open private(set) var transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
