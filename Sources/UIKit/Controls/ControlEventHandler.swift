/// One registration of a control: a target-action pair (target held weakly; a nil target
/// means "the responder chain") or a UIAction, with the events it is registered for.
/// A class so that dispatch can tell when a registration was removed while it runs.
@MainActor
final class ControlEventHandler {
    enum Kind {
        case targetAction(Selector)
        case action(UIAction)
    }

    let kind: Kind
    weak var target: AnyObject?
    /// Whether a target was given (nil means the responder chain, not a freed target).
    let hasTarget: Bool
    let targetIdentity: ObjectIdentifier?
    var events: UIControl.Event

    init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
        kind = .targetAction(selector)
        self.target = target
        hasTarget = target != nil
        targetIdentity = target.map(ObjectIdentifier.init)
        self.events = events
    }

    init(action: UIAction, events: UIControl.Event) {
        kind = .action(action)
        hasTarget = false
        targetIdentity = nil
        self.events = events
    }

    var selector: Selector? {
        if case .targetAction(let selector) = kind { return selector }
        return nil
    }

    var action: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }

    /// A target that was given but has been freed: the registration is dead.
    var targetWasFreed: Bool { hasTarget && target == nil }
}
