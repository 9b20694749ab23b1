/// An object whose interface environment (size classes, scale, appearance, ...) is described by
/// a trait collection: screens, windows, views and view controllers (UIKit).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed; `previousTraitCollection` holds the former ones.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
