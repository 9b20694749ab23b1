/// The token `registerForTraitChanges` returns, for `unregisterForTraitChanges(_:)` (UIKit,
/// iOS 17).
public protocol UITraitChangeRegistration: NSObjectProtocol, NSCopying {}
