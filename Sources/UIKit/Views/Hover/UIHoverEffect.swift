/// An effect a view shows while the pointer hovers over it (UIKit, iOS 17).
public protocol UIHoverEffect: NSObjectProtocol, Sendable {}
