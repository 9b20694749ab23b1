import Foundation

/// Core Animation: a delegate's `action(for:forKey:)` returns `NSNull()` to stop the search
/// for an action (nil continues it); as on Apple platforms, `NSNull` is a `CAAction` that
/// does nothing.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
