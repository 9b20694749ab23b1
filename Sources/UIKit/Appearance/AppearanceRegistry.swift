import Foundation

/// The appearance proxies made and the customizations recorded on them, in the order set.
@MainActor
final class AppearanceRegistry {
    struct Customization {
        let scope: AppearanceScope
        /// The property's key path, or a method's name and arguments (see `AppearanceMethodKey`).
        let key: AnyHashable
        /// Repeats the customization on an instance (a view or a bar item).
        let apply: @MainActor (AnyObject) -> Void
        /// Recording order: the last of equally specific customizations wins.
        var sequence: Int
    }

    private(set) var scopes: [AppearanceScope] = []
    private var customizations: [Customization] = []
    private var nextSequence = 0
    /// Non-zero while customizations are being applied: the setters they call do not count as
    /// set on the instance.
    private(set) var applyingDepth = 0

    func scope(viewClass: AnyClass, containers: [AnyClass], traits: UITraitCollection?) -> AppearanceScope {
        if let existing = scopes.first(where: { $0.isSame(viewClass: viewClass, containers: containers, traits: traits) }) {
            return existing
        }
        let scope = AppearanceScope(viewClass: viewClass, containers: containers, traits: traits)
        scopes.append(scope)
        return scope
    }

    /// Whether a proxy of a class that is not a view (a bar item) recorded a customization:
    /// bars entering a window look at their items only then.
    private(set) var hasItemCustomizations = false

    func record(_ scope: AppearanceScope, key: AnyHashable, apply: @escaping @MainActor (AnyObject) -> Void) {
        if !AppearanceScope.isKind(scope.viewClass, of: UIView.self) { hasItemCustomizations = true }
        nextSequence += 1
        if let index = customizations.firstIndex(where: { $0.scope === scope && $0.key == key }) {
            customizations[index] = Customization(scope: scope, key: key, apply: apply, sequence: nextSequence)
        } else {
            customizations.append(Customization(scope: scope, key: key, apply: apply, sequence: nextSequence))
        }
    }

    /// Applies to `view` the most specific customization of each property that applies to it,
    /// except the properties set on the view itself. With `onlyTraitSpecificKeys`, only the
    /// properties some trait-specific proxy customizes (after the view's traits changed).
    func applyCustomizations(to view: UIView, onlyTraitSpecificKeys: Bool = false) {
        guard !customizations.isEmpty else { return }
        applyCustomizations(to: view, explicit: view._explicitAppearanceKeys, traits: view.traitCollection,
                            innermostAncestor: view.superview, onlyTraitSpecificKeys: onlyTraitSpecificKeys)
    }

    /// The same for any instance (a bar item): `explicit` are the properties set on it,
    /// `traits` and the container chain (from `innermostAncestor` outwards) are its host's.
    func applyCustomizations(to target: AnyObject, explicit explicitKeys: Set<AnyHashable>, traits: UITraitCollection,
                             innermostAncestor: UIView?, onlyTraitSpecificKeys: Bool = false) {
        guard !customizations.isEmpty else { return }
        var explicit = explicitKeys
        if onlyTraitSpecificKeys {
            let traitKeys = Set(customizations.lazy.filter { $0.scope.traits != nil }.map(\.key))
            guard !traitKeys.isEmpty else { return }
            explicit.formUnion(customizations.lazy.map(\.key).filter { !traitKeys.contains($0) })
        }
        let targetClass: AnyClass = type(of: target)
        var best: [AnyHashable: Customization] = [:]
        var applicable: [ObjectIdentifier: Bool] = [:]
        for customization in customizations where !explicit.contains(customization.key) {
            let id = ObjectIdentifier(customization.scope)
            let applies = applicable[id]
                ?? customization.scope.applies(to: targetClass, traits: traits, innermostAncestor: innermostAncestor)
            applicable[id] = applies
            guard applies else { continue }
            if let current = best[customization.key] {
                let replace = current.scope.isLessSpecific(than: customization.scope)
                    || (!customization.scope.isLessSpecific(than: current.scope) && current.sequence < customization.sequence)
                if !replace { continue }
            }
            best[customization.key] = customization
        }
        guard !best.isEmpty else { return }
        applyingDepth += 1
        defer { applyingDepth -= 1 }
        for customization in best.values.sorted(by: { $0.sequence < $1.sequence }) {
            customization.apply(target)
        }
    }

    func withoutMarking(_ body: () -> Void) {
        applyingDepth += 1
        defer { applyingDepth -= 1 }
        body()
    }

    func removeAll() {
        for scope in scopes { scope.proxy = nil }
        scopes = []
        customizations = []
        nextSequence = 0
        hasItemCustomizations = false
    }
}

/// Identifies a customizing method call (`setTitleColor(_:for:)` for `.highlighted`): the last
/// call with the same name and state argument wins.
struct AppearanceMethodKey: Hashable {
    let name: String
    let argument: UInt
}
