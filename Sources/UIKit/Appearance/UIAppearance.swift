import Foundation

/// A class whose instances take their customizations from appearance proxies.
///
/// Each method returns a proxy: an instance of the receiving class that never joins a window.
/// Setting a customizable property on it (or calling a customizing method) records the
/// customization for the class, in the given containers and traits.
// UIKit: customizations are applied when a view enters a window; changing a proxy doesn't
// change views already in a window (remove and re-add them to pick it up).
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for all instances of the class.
    static func appearance() -> Self

    /// The proxy for instances inside instances of the containers, innermost container first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self

    /// The proxy for instances whose traits contain all of `trait`'s specified traits.
    static func appearance(for trait: UITraitCollection) -> Self

    /// The proxy for instances with the traits, inside the containers (innermost first).
    static func appearance(for trait: UITraitCollection,
                           whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}
