import Foundation
@_spi(Platform) import QuartzCore

// UIKit: `UIBarItem` adopts `UIAppearance` although items are not views. Its proxies customize
// `setTitleTextAttributes(_:for:)`, `UIBarButtonItem.tintColor` and `UITabBarItem`'s
// `titlePositionAdjustment`, `badgeColor` and `setBadgeTextAttributes(_:for:)`. An item takes
// them from the bar that shows it (its traits; the bar is the innermost container, then the
// bar's superviews and their view controllers), when the bar enters a window or the item is
// set on a bar in a window, and again (the trait-specific ones) when the bar's traits change,
// as a view does. A value set on the item itself wins.
extension UIBarItem: UIAppearance, AppearanceCustomizable {
    /// Applies the proxies' customizations for the item as shown by `bar` (in a window).
    /// With `notifying` false the bars are not told (the bar is making the item's view);
    /// with `onlyTraitSpecificKeys`, only what trait-specific proxies customize (after the
    /// bar's traits changed).
    func _applyAppearance(shownBy bar: UIView, notifying: Bool = true, onlyTraitSpecificKeys: Bool = false) {
        guard !_isAppearanceProxy, bar.window != nil, !bar._isAppearanceProxy,
              FrameworkEnvironment.appearances.hasItemCustomizations else { return }
        suppressesChangeNotifications = true
        FrameworkEnvironment.appearances.applyCustomizations(
            to: self, explicit: appearanceState?.explicitKeys ?? [], traits: bar.traitCollection, innermostAncestor: bar,
            onlyTraitSpecificKeys: onlyTraitSpecificKeys)
        suppressesChangeNotifications = false
        if notifying { itemDidChange() }
    }
}

/// A bar whose items take appearance customizations when it enters a window.
@MainActor
protocol BarItemAppearanceHost: UIView {
    var itemsForAppearance: [UIBarItem] { get }
}

extension UIView {
    /// As a bar enters a window, or (`onlyTraitSpecificKeys`) after its traits changed there:
    /// its items take the proxies' customizations.
    func _applyItemAppearance(onlyTraitSpecificKeys: Bool = false) {
        guard FrameworkEnvironment.appearances.hasItemCustomizations, let host = self as? any BarItemAppearanceHost else { return }
        for item in host.itemsForAppearance {
            item._applyAppearance(shownBy: self, onlyTraitSpecificKeys: onlyTraitSpecificKeys)
        }
    }
}
