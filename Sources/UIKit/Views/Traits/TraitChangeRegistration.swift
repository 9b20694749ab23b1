@_spi(Diagnostics) import CoreGraphics

/// One `registerForTraitChanges` call: the traits it observes and what it calls.
@MainActor
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    // @unchecked: created, fired and removed on the main actor only.
    let traits: Set<ObjectIdentifier>
    let handler: (any UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (any UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
        super.init()
    }

    func observes(any changed: [UITrait]) -> Bool {
        changed.contains { traits.contains(ObjectIdentifier($0)) }
    }

    func fire(_ environment: any UITraitEnvironment, _ previous: UITraitCollection) {
        handler(environment, previous)
    }

    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    static func registrations(of environment: any UITraitEnvironment) -> [TraitChangeRegistration] {
        switch environment {
        case let view as UIView: return view.extras?.traitRegistrations ?? []
        case let controller as UIViewController: return controller.traitRegistrations
        default: return []
        }
    }

    /// A registration that sends `action` to `target`: UIKit's action takes nothing or the
    /// environment whose traits changed.
    static func action(api: String, traits: [UITrait], target: Any, action: Selector) -> TraitChangeRegistration {
        guard let method = action.method else {
            preconditionFailure("\(api): the selector \"\(action.name)\" has no method to call; write "
                + "Selector(\"\(action.name)\", \(type(of: target)).methodName)")
        }
        precondition(method.accepts(target),
                     "\(api): \(type(of: target)) does not implement \"\(action.name)\" (the selector's method "
                        + "belongs to \(method.targetTypeName))")
        precondition(method.arity < 2,
                     "\(api): \"\(action.name)\" takes two arguments; OpenUIKit calls it with none or the trait "
                        + "environment (the previous traits are passed to handler closures only)")
        // UIKit does not keep the target alive.
        let receiver = TraitActionTarget(target)
        return TraitChangeRegistration(traits: traits) { environment, _ in
            guard let target = receiver.target, let method = action.method else { return }
            guard method.arity == 0 || method.acceptsArgument(environment) else {
                FrameworkLog.log("\(api): \"\(action.name)\" cannot take a \(type(of: environment)); not called")
                return
            }
            action.perform(on: target, sender: environment, event: nil)
        }
    }
}

/// A registration's target: an object held weakly, any other value as is.
private final class TraitActionTarget {
    weak var object: AnyObject?
    let value: Any?

    init(_ target: Any) {
        if type(of: target) is AnyObject.Type {
            object = target as AnyObject
            value = nil
        } else {
            value = target
        }
    }

    var target: Any? { object ?? value }
}
