// UIKit: every view is a dynamic item (`center`, `bounds`, `transform`); its collision shape
// is the overridable `collisionBoundsType` / `collisionBoundingPath` declared in UIView.swift.
extension UIView: UIDynamicItem {}
