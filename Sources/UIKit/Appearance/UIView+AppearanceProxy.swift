import Foundation
@_spi(Platform) import QuartzCore

extension UIView: UIAppearance, UIAppearanceContainer {
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
        // Swift cannot allocate an instance without an initializer; `init(coder:)` is the one
        // every view class is required to have. The proxy never joins a hierarchy.
        guard let proxy = Self(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(self).appearance(): init(coder:) returned nil; the class cannot make an appearance proxy")
        }
        proxy.appearanceState = ViewAppearanceState(proxyScope: scope)
        // A window proxy is not one of the application's windows.
        if proxy is UIWindow { UIApplication.shared.windowRefs.removeAll { $0.window === proxy } }
        scope.proxy = proxy
        return proxy
    }

    /// Whether the view is an appearance proxy (`appearance()` and its variants).
    var _isAppearanceProxy: Bool { appearanceState?.proxyScope != nil }

    /// `backgroundColor`'s and `tintColor`'s setters (set on nearly every view): on a proxy they
    /// record the customization; on a view they set a flag, with no allocation or hashing.
    @inline(__always)
    func _appearanceSet(_ keyPath: ReferenceWritableKeyPath<UIView, UIColor?>, _ value: UIColor?, explicitFlag: ViewFlags) {
        if appearanceState != nil {
            _appearanceSet(keyPath, value)
        } else if FrameworkEnvironment.appearances.applyingDepth == 0 {
            viewFlags.insert(explicitFlag)
        }
    }

    /// The key paths set on the view itself (flags and `appearanceState`), which proxies leave.
    var _explicitAppearanceKeys: Set<AnyHashable> {
        var keys = appearanceState?.explicitKeys ?? []
        if viewFlags.contains(.backgroundColorSetExplicitly) {
            keys.insert(\UIView.backgroundColor as ReferenceWritableKeyPath<UIView, UIColor?>)
        }
        if viewFlags.contains(.tintColorSetExplicitly) {
            keys.insert(\UIView.tintColor as ReferenceWritableKeyPath<UIView, UIColor?>)
        }
        return keys
    }

    /// Called by each customizable property's setter with the new value: on a proxy it records
    /// the customization; on a view it marks the property as set on the view, so proxies leave it.
    func _appearanceSet<Root: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value) {
        if let scope = appearanceState?.proxyScope {
            FrameworkEnvironment.appearances.record(scope, key: keyPath) { view in
                (view as? Root)?[keyPath: keyPath] = value
            }
        } else if FrameworkEnvironment.appearances.applyingDepth == 0 {
            ensureAppearanceState().explicitKeys.insert(keyPath)
        }
    }

    /// The same for a customizing method (`setTitleColor(_:for:)`): `apply` repeats the call.
    func _appearanceCall<Root: UIView>(_ name: String, _ argument: UInt, _ apply: @escaping @MainActor (Root) -> Void) {
        let key = AppearanceMethodKey(name: name, argument: argument)
        if let scope = appearanceState?.proxyScope {
            FrameworkEnvironment.appearances.record(scope, key: key) { view in
                if let view = view as? Root { apply(view) }
            }
        } else if FrameworkEnvironment.appearances.applyingDepth == 0 {
            ensureAppearanceState().explicitKeys.insert(key)
        }
    }

    /// After a trait change in a window: the properties that a trait-specific proxy customizes
    /// take the most specific customization for the new traits.
    func _applyTraitAppearance() {
        guard !_isAppearanceProxy, window != nil else { return }
        FrameworkEnvironment.appearances.applyCustomizations(to: self, onlyTraitSpecificKeys: true)
    }

    /// Runs UIKit's own default settings (in an initializer) without counting them as set on
    /// the view: a proxy still customizes those properties.
    func _settingDefaultAppearance(_ body: () -> Void) {
        FrameworkEnvironment.appearances.withoutMarking(body)
    }

    /// Applies the proxies' customizations as the view enters a window (before its
    /// `didMoveToWindow()` and its next layout).
    func _applyAppearance() {
        guard !_isAppearanceProxy else { return }
        FrameworkEnvironment.appearances.applyCustomizations(to: self)
        _applyItemAppearance()
    }

    private func ensureAppearanceState() -> ViewAppearanceState {
        if let appearanceState { return appearanceState }
        let created = ViewAppearanceState()
        appearanceState = created
        return created
    }

    /// Forgets every proxy and customization (test isolation).
    @_spi(Platform) public static func _resetAppearanceProxies() {
        FrameworkEnvironment.appearances.removeAll()
    }
}

extension UIViewController: UIAppearanceContainer {}
