@_spi(Diagnostics) import CoreGraphics

extension UIControl {
    func _addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if target != nil, action.method == nil {
            FrameworkLog.log("UIControl.addTarget(_:action:for:): the selector \"\(action.name)\" has no method (make it with Selector(name, Type.method)); it can never be performed")
        }
        guard !controlEvents.isEmpty else { return }
        // Remembered by name, for actions decoded from an archive (see `UIControl+Coding.swift`).
        ActionMethodRegistry.register(action)
        let identity = object.map(ObjectIdentifier.init)
        // UIKit stores an (event, target, action) triple once.
        if let existing = handlers.first(where: { h in
            !h.targetWasFreed && h.selector == action && h.targetIdentity == identity && h.hasTarget == (object != nil)
        }) {
            existing.events.formUnion(controlEvents)
            return
        }
        handlers.append(ControlEventHandler(target: object, selector: action, events: controlEvents))
    }

    func _removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let identity = target.map { ObjectIdentifier($0 as AnyObject) }
        for handler in handlers {
            guard let selector = handler.selector else { continue }
            if let identity, handler.targetIdentity != identity { continue }
            if let action, selector != action { continue }
            handler.events.subtract(controlEvents)
        }
        pruneHandlers()
    }

    func _actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let identity = ObjectIdentifier(target as AnyObject)
        let names = handlers.compactMap { handler -> String? in
            guard handler.targetIdentity == identity, !handler.targetWasFreed,
                  !handler.events.isDisjoint(with: controlEvent) else { return nil }
            return handler.selector?.name
        }
        return names.isEmpty ? nil : names
    }

    var _allControlEvents: Event {
        handlers.reduce(into: Event()) { events, handler in
            if !handler.targetWasFreed { events.formUnion(handler.events) }
        }
    }

    var _allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for handler in handlers where handler.selector != nil {
            if !handler.hasTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = handler.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    func _addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        if let existing = handlers.first(where: { $0.action?._hasIdentifier(of: action) ?? false }) {
            if existing.action === action {
                existing.events.formUnion(controlEvents)
                return
            }
            // UIKit: a new action with the same identifier replaces the old one.
            existing.events = []
            pruneHandlers()
        }
        handlers.append(ControlEventHandler(action: action, events: controlEvents))
    }

    func _removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for handler in handlers where handler.action.map({ !$0._hasUnreadUniqueIdentifier && $0.identifier == identifier }) ?? false {
            handler.events.subtract(controlEvents)
        }
        pruneHandlers()
    }

    func _enumerateEventHandlers(_ iterator: (UIAction?, (target: Any?, action: Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for handler in handlers where !handler.targetWasFreed {
            for bit in 0..<32 {
                let event = Event(rawValue: 1 << UInt(bit))
                guard handler.events.contains(event) else { continue }
                if let selector = handler.selector {
                    iterator(nil, (target: handler.target, action: selector), event, &stop)
                } else {
                    iterator(handler.action, nil, event, &stop)
                }
                if stop { return }
            }
        }
    }

    /// Sends the actions registered for `controlEvents`, in registration order. A
    /// registration removed (or whose target is freed) during dispatch is not called;
    /// registrations added during dispatch wait for the next one.
    func _sendActions(for controlEvents: Event, with event: UIEvent?) {
        guard !controlEvents.isEmpty else { return }
        let snapshot = handlers
        var sawFreedTarget = false
        // Plain loops, no closures: a closure here would be checked for main-actor isolation
        // at run time on every call.
        for handler in snapshot where !handler.events.isDisjoint(with: controlEvents) {
            if !handler.send(from: self, with: event) { sawFreedTarget = true }
        }
        if sawFreedTarget { pruneHandlers() }
    }

    private func pruneHandlers() {
        handlers.removeAll { $0.events.isEmpty || $0.targetWasFreed }
    }
}

extension UIControl {
    /// A target and an unbound method reference, for the three action shapes:
    /// `addTarget(self, action: Controller.save, for: .touchUpInside)`. The selector's name
    /// comes from the target type and the call site (adding the same reference again from
    /// the same place is deduplicated); use `Selector(name, method)` to remove it by name.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event,
                                             file: StaticString = #fileID, line: UInt = #line) {
        addTarget(target, action: Selector(Selector.callSiteName(Target.self, file, line), action), for: controlEvents)
    }

    public func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event,
                                                     file: StaticString = #fileID, line: UInt = #line) {
        addTarget(target, action: Selector(Selector.callSiteName(Target.self, file, line), action), for: controlEvents)
    }

    public func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void, for controlEvents: Event,
                                                     file: StaticString = #fileID, line: UInt = #line) {
        addTarget(target, action: Selector(Selector.callSiteName(Target.self, file, line), action), for: controlEvents)
    }
}
