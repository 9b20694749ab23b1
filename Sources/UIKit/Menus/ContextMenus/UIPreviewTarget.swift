import Foundation

/// Where a preview sits: a container view, the center in its coordinates and a transform (UIKit).
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject, @preconcurrency NSCopying {
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

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPreviewTarget(container: container, center: center, transform: transform)
    }
}
