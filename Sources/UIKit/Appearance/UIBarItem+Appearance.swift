import Foundation
@_spi(Platform) import QuartzCore

// UIKit: `UIBarItem` adopts `UIAppearance` although items are not views. Its proxies customize
// `setTitleTextAttributes(_:for:)`, `UIBarButtonItem.tintColor` and `UITabBarItem`'s
// `titlePositionAdjustment`, `badgeColor` and `setBadgeTextAttributes(_:for:)`. An item takes
// them from the bar that shows it (its traits; the bar is the innermost container, then the
// bar's superviews and their view controllers), when the bar enters a window or the item is
// set on a bar in a window. A value set on the item itself wins.
extension UIBarItem: UIAppearance {
    public static func appearance() -> Self {
        _appearanceProxy(containers: [], traits: nil)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        _appearanceProxy(containers: containerTypes, traits: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        _appearanceProxy(containers: [], traits: trait)
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        _appearanceProxy(containers: containerTypes, traits: trait)
    }

    private static func _appearanceProxy(containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> Self {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        let scope = FrameworkEnvironment.appearances.scope(viewClass: self, containers: containerClasses, traits: traits)
        if let proxy = scope.proxy as? Self { return proxy }
        // `init(coder:)` is the initializer every item class is required to have.
        guard let proxy = Self(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(self).appearance(): init(coder:) returned nil; the class cannot make an appearance proxy")
        }
        proxy.appearanceState = ViewAppearanceState(proxyScope: scope)
        scope.proxy = proxy
        return proxy
    }

    /// Whether the item is an appearance proxy.
    var _isAppearanceProxy: Bool { appearanceState?.proxyScope != nil }

    /// Called by each customizable property's setter: on a proxy it records the customization;
    /// on an item it marks the property as set on the item, so proxies leave it.
    func _appearanceSet<Root: UIBarItem, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value) {
        if let scope = appearanceState?.proxyScope {
            FrameworkEnvironment.appearances.record(scope, key: keyPath) { item in
                (item as? Root)?[keyPath: keyPath] = value
            }
        } else if FrameworkEnvironment.appearances.applyingDepth == 0 {
            ensureAppearanceState().explicitKeys.insert(keyPath)
        }
    }

    /// The same for a customizing method (`setTitleTextAttributes(_:for:)`): `apply` repeats the call.
    func _appearanceCall<Root: UIBarItem>(_ name: String, _ argument: UInt, _ apply: @escaping @MainActor (Root) -> Void) {
        let key = AppearanceMethodKey(name: name, argument: argument)
        if let scope = appearanceState?.proxyScope {
            FrameworkEnvironment.appearances.record(scope, key: key) { item in
                if let item = item as? Root { apply(item) }
            }
        } else if FrameworkEnvironment.appearances.applyingDepth == 0 {
            ensureAppearanceState().explicitKeys.insert(key)
        }
    }

    /// Applies the proxies' customizations for the item as shown by `bar` (in a window).
    /// With `notifying` false the bars are not told (the bar is making the item's view).
    func _applyAppearance(shownBy bar: UIView, notifying: Bool = true) {
        guard !_isAppearanceProxy, bar.window != nil, !bar._isAppearanceProxy,
              FrameworkEnvironment.appearances.hasItemCustomizations else { return }
        suppressesChangeNotifications = true
        FrameworkEnvironment.appearances.applyCustomizations(
            to: self, explicit: appearanceState?.explicitKeys ?? [], traits: bar.traitCollection, innermostAncestor: bar)
        suppressesChangeNotifications = false
        if notifying { itemDidChange() }
    }

    private func ensureAppearanceState() -> ViewAppearanceState {
        if let appearanceState { return appearanceState }
        let created = ViewAppearanceState()
        appearanceState = created
        return created
    }
}

/// A bar whose items take appearance customizations when it enters a window.
@MainActor
protocol BarItemAppearanceHost: UIView {
    var itemsForAppearance: [UIBarItem] { get }
}

extension UIView {
    /// As a bar enters a window: its items take the proxies' customizations.
    func _applyItemAppearance() {
        guard FrameworkEnvironment.appearances.hasItemCustomizations, let host = self as? any BarItemAppearanceHost else { return }
        for item in host.itemsForAppearance { item._applyAppearance(shownBy: self) }
    }
}
