/// One registration of a control: a target-action pair (the target not kept alive; a nil
/// target means "the responder chain") or a UIAction, with the events it is registered for.
/// A class so that dispatch can tell when a registration was removed while it runs.
@MainActor
final class ControlEventHandler {
    /// The target-action's selector (an empty one for a UIAction). Not optional, so that
    /// dispatch can pass it on in place instead of copying it out of an optional.
    private let storedSelector: Selector
    /// The UIAction, or nil for a target-action.
    let action: UIAction?
    private let targetReference: TargetReference
    var events: UIControl.Event

    init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
        storedSelector = selector
        action = nil
        targetReference = TargetReference(target)
        self.events = events
    }

    init(action: UIAction, events: UIControl.Event) {
        storedSelector = Selector("")
        self.action = action
        targetReference = TargetReference(nil)
        self.events = events
    }

    /// The target-action's selector, or nil for a UIAction.
    var selector: Selector? { action == nil ? storedSelector : nil }

    /// The target, or nil when it has been freed (or none was given).
    var target: AnyObject? { targetReference.object }

    /// The target's identity while this registration exists (nil: no target given).
    var targetIdentity: ObjectIdentifier? { targetReference.identity }

    /// Whether a target was given (nil means the responder chain, not a freed target).
    var hasTarget: Bool { targetReference.wasGiven }

    /// A target that was given but has been freed: the registration is dead.
    var targetWasFreed: Bool { hasTarget && target == nil }

    /// Sends this registration's action from `control` through the control's overridable
    /// funnels. Returns false when the target has been freed (nothing is sent).
    /// A method so that the selector is read in place, without a copy per action.
    func send(from control: UIControl, with event: UIEvent?) -> Bool {
        if let action {
            control.sendAction(action)
        } else if targetReference.wasGiven {
            // Loaded straight into the existential the funnel takes: one retain.
            let target: Any? = targetReference.object
            guard target != nil else { return false }
            control.sendAction(storedSelector, to: target, for: event)
        } else {
            control.sendAction(storedSelector, to: nil, for: event)
        }
        return true
    }
}
