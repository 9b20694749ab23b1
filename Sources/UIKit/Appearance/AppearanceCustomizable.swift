import Foundation
@_spi(Platform) import QuartzCore

/// An instance appearance proxies customize: a view or a bar item (UIKit gives both
/// `UIAppearance`). One implementation makes the proxies and records what is set on them; what
/// applies where (the class, the containers in ascending hierarchical order, the traits by
/// `containsTraits(in:)`) is `AppearanceScope`'s, for both.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    /// `init(coder:)` is the initializer every view and bar item class is required to have: a
    /// proxy is made with it from an empty archive, so every property keeps its default.
    init?(coder: NSCoder)
    /// Set on a proxy, or the customizable properties set on the instance itself.
    var appearanceState: ViewAppearanceState? { get set }
}

extension AppearanceCustomizable {
    /// The proxy of the class for `containers` (innermost first) and `traits`: the same
    /// instance each time for the same scope.
    static func _appearanceProxy(containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> Self {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        let scope = FrameworkEnvironment.appearances.scope(viewClass: self, containers: containerClasses, traits: traits)
        if let proxy = scope.proxy as? Self { return proxy }
        guard let proxy = Self(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(self).appearance(): init(coder:) returned nil; the class cannot make an appearance proxy")
        }
        proxy.appearanceState = ViewAppearanceState(proxyScope: scope)
        // A window proxy is not one of the application's windows.
        if let window = proxy as? UIWindow { UIApplication.shared.windowRefs.removeAll { $0.window === window } }
        scope.proxy = proxy
        return proxy
    }

    /// Whether the instance is an appearance proxy (`appearance()` and its variants).
    var _isAppearanceProxy: Bool { appearanceState?.proxyScope != nil }

    /// Called by each customizable property's setter with the new value: on a proxy it records
    /// the customization; on an instance it marks the property as set there, so proxies leave it.
    func _appearanceSet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value) {
        _appearanceRecord(keyPath) { target in
            (target as? Root)?[keyPath: keyPath] = value
        }
    }

    /// The same for a customizing method (`setTitleColor(_:for:)`, `setTitleTextAttributes(_:for:)`):
    /// `apply` repeats the call; the last call with the same name and state argument wins.
    func _appearanceCall<Root: AnyObject>(_ name: String, _ argument: UInt, _ apply: @escaping @MainActor (Root) -> Void) {
        _appearanceRecord(AppearanceMethodKey(name: name, argument: argument)) { target in
            if let target = target as? Root { apply(target) }
        }
    }

    private func _appearanceRecord(_ key: AnyHashable, _ apply: @escaping @MainActor (AnyObject) -> Void) {
        if let scope = appearanceState?.proxyScope {
            FrameworkEnvironment.appearances.record(scope, key: key, apply: apply)
        } else if FrameworkEnvironment.appearances.applyingDepth == 0 {
            let state = appearanceState ?? ViewAppearanceState()
            state.explicitKeys.insert(key)
            appearanceState = state
        }
    }
}

// UIKit declares these on every class adopting `UIAppearance`; here the views' and bar items'
// come from one place (a class adopting the protocol itself keeps its own).
extension UIAppearance {
    public static func appearance() -> Self {
        AppearanceProxies.proxy(of: self, containers: [], traits: nil)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, traits: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, containers: [], traits: trait)
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, traits: trait)
    }
}

/// Opens a `UIAppearance` class as the customizable class it is.
@MainActor
enum AppearanceProxies {
    static func proxy<T: UIAppearance>(of type: T.Type, containers: [any UIAppearanceContainer.Type],
                                       traits: UITraitCollection?) -> T {
        guard let customizable = type as? any AppearanceCustomizable.Type,
              let proxy = customizable._appearanceProxy(containers: containers, traits: traits) as? T else {
            preconditionFailure("\(type).appearance(): only views and bar items have appearance proxies here; implement the UIAppearance methods in the class")
        }
        return proxy
    }
}
