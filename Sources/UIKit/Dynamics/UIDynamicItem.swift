import Foundation

/// An object a dynamic animator can move and turn (UIKit): `UIView`,
/// `UICollectionViewLayoutAttributes`, `UIDynamicItemGroup` or an object of your own.
///
/// UIKit: the animator reads `bounds` once, when the item joins it (or in
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`), and afterwards only writes `center`
/// and `transform` (a rotation) at every step.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// Optional in UIKit (Objective-C); here a requirement with a default, so an item of your
    /// own that says nothing collides as a rectangle.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline used when `collisionBoundsType` is `.path`, in coordinates whose origin is
    /// the item's centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}
