import Foundation

/// A view controller's top or bottom layout guide (`topLayoutGuide`, `bottomLayoutGuide`):
/// the extent of the bars over the root view, for Auto Layout code written before the safe
/// area (UIKit, deprecated in iOS 11 but still declared, so layout DSLs that extend it build).
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's extent: from the root view's top to the bottom of the top bars, or from
    /// the top of the bottom bars to the root view's bottom.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
