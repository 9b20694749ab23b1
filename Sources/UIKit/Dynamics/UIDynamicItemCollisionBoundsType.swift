/// The shape a dynamic item collides with (UIKit).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, turned with its transform.
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds.
    case ellipse = 1
    /// The item's `collisionBoundingPath` (a convex polygon around the item's centre).
    case path = 2
}
