import Foundation
@_spi(Platform) import QuartzCore

extension UIView: UIAppearance, UIAppearanceContainer, AppearanceCustomizable {
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

    /// After a trait change in a window: the properties that a trait-specific proxy customizes
    /// take the most specific customization for the new traits.
    func _applyTraitAppearance() {
        guard !_isAppearanceProxy, window != nil else { return }
        FrameworkEnvironment.appearances.applyCustomizations(to: self, onlyTraitSpecificKeys: true)
        _applyItemAppearance(onlyTraitSpecificKeys: true)
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

    /// Forgets every proxy and customization (test isolation).
    @_spi(Platform) public static func _resetAppearanceProxies() {
        FrameworkEnvironment.appearances.removeAll()
    }
}

extension UIViewController: UIAppearanceContainer {}
