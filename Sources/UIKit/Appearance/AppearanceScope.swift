import Foundation

/// What one appearance proxy customizes: instances of a class (and its subclasses), inside a
/// chain of containers, with traits. The class is a view's or a bar item's (`UIBarItem`).
@MainActor
final class AppearanceScope {
    let viewClass: AnyClass
    /// How many superclasses `viewClass` has: a subclass's proxy is more specific.
    let classDepth: Int
    /// Innermost first.
    let containers: [AnyClass]
    let traits: UITraitCollection?
    /// The proxy instance (kept, so the same scope returns the same proxy).
    var proxy: AnyObject?

    init(viewClass: AnyClass, containers: [AnyClass], traits: UITraitCollection?) {
        self.viewClass = viewClass
        self.classDepth = AppearanceScope.depth(of: viewClass)
        self.containers = containers
        self.traits = traits
    }

    func isSame(viewClass other: AnyClass, containers otherContainers: [AnyClass], traits otherTraits: UITraitCollection?) -> Bool {
        guard viewClass == other, containers.count == otherContainers.count else { return false }
        for (a, b) in zip(containers, otherContainers) where a != b { return false }
        switch (traits, otherTraits) {
        case (nil, nil): return true
        case let (a?, b?): return a.containsTraits(in: b) && b.containsTraits(in: a)
        default: return false
        }
    }

    /// Whether the scope's customizations apply to an instance of `targetClass` with `targetTraits`
    /// whose ancestors, innermost first, start at `innermostAncestor` (a view's superview; a bar
    /// item's bar): the class is the scope's or a subclass, the traits contain the scope's, and
    /// the ancestors hold the containers in order.
    func applies(to targetClass: AnyClass, traits targetTraits: UITraitCollection, innermostAncestor: UIView?) -> Bool {
        guard AppearanceScope.isKind(targetClass, of: viewClass) else { return false }
        if let traits, !targetTraits.containsTraits(in: traits) { return false }
        guard !containers.isEmpty else { return true }
        var remaining = containers[...]
        // UIKit: the containers are listed in ascending hierarchical order (innermost first);
        // each must enclose the previous one, not necessarily directly. A view controller
        // counts as the container of its view.
        var ancestor = innermostAncestor
        while let current = ancestor, let wanted = remaining.first {
            if AppearanceScope.isKind(type(of: current), of: wanted) {
                remaining = remaining.dropFirst()
            } else if let controller = current.viewControllerStorage,
                      AppearanceScope.isKind(type(of: controller), of: wanted) {
                remaining = remaining.dropFirst()
            }
            if remaining.isEmpty { return true }
            ancestor = current.superview
        }
        return remaining.isEmpty
    }

    /// Orders scopes from least to most specific: the subclass's proxy over its superclass's,
    /// then the longer container chain, then a trait-specific proxy over a general one.
    func isLessSpecific(than other: AppearanceScope) -> Bool {
        if classDepth != other.classDepth { return classDepth < other.classDepth }
        if containers.count != other.containers.count { return containers.count < other.containers.count }
        return (traits == nil ? 0 : 1) < (other.traits == nil ? 0 : 1)
    }

    static func isKind(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let c = current {
            if c == base { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(type)
        while let c = current {
            depth += 1
            current = _getSuperclass(c)
        }
        return depth
    }
}
