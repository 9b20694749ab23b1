extension UIWindow {
    func _sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            deliverTouchEvent(event)
        case .presses:
            if let presses = event as? UIPressesEvent { deliverPressesEvent(presses) }
        default:
            break
        }
    }

    /// Touches go to gesture recognizers first, then to the views they began in, honouring
    /// what the recognizers decided (cancel, delay), then finished recognizers reset.
    func deliverTouchEvent(_ event: UIEvent) {
        // The platform sends each window its own touches; filter only when they are mixed.
        let touches = event.touchList.allSatisfy({ $0.touchWindow === self })
            ? event.touchList : event.touchList.filter { $0.touchWindow === self }
        guard !touches.isEmpty else { return }
        fillInModifiersAndButtons(of: event, touches: touches)
        gestureEnvironment.deliver(event, touches: touches)
        touchTracker.deliverToViews(touches, with: event)
        gestureEnvironment.touchesDidFinish(in: touches)
        gestureEnvironment.finishCycle()
    }

    // MARK: Presses

    /// Presses go to the first responder (the window when there is none) and up the chain.
    func deliverPressesEvent(_ event: UIPressesEvent) {
        let responder: UIResponder = focusedPressResponder ?? firstResponderStorage ?? self
        let presses = event.pressList.filter { $0.pressWindow === self || $0.pressWindow == nil }
        for press in presses where press.pressResponder == nil { press.pressResponder = responder }
        // A key going down moves focus (Tab, arrows) or performs a matching key command
        // instead of reaching the responder; its later phases are swallowed too.
        for press in presses where press.pressPhase == .began {
            if let key = press.key, focusSystemHandlesKey(key, from: responder)
                || performKeyCommand(for: key, from: responder, event: event) {
                press.pressConsumedByKeyCommand = true
            }
        }
        let delivered = presses.filter { !$0.pressConsumedByKeyCommand }
        // Recognizers first (UIKit), then the responder chain.
        gestureEnvironment.deliver(event, presses: delivered)
        defer {
            gestureEnvironment.pressesDidFinish(delivered)
            gestureEnvironment.finishCycle()
        }
        let toResponder = delivered.filter { !$0.cancelledForResponder }
        let began = toResponder.filter { $0.pressPhase == .began }
        let changed = toResponder.filter { $0.pressPhase == .changed }
        let ended = toResponder.filter { $0.pressPhase == .ended }
        let cancelled = toResponder.filter { $0.pressPhase == .cancelled }
        for press in began { press.responderSawBegan = true }
        if !began.isEmpty { responder.pressesBegan(Set(began), with: event) }
        if !changed.isEmpty { responder.pressesChanged(Set(changed), with: event) }
        if !ended.isEmpty { responder.pressesEnded(Set(ended), with: event) }
        if !cancelled.isEmpty { responder.pressesCancelled(Set(cancelled), with: event) }
    }
}

/// Touches grouped per view and phase, in the order the views first appear, so that each
/// view gets one `touchesBegan` (then moved, ended, cancelled) call per event with all its
/// touches of that phase.
///
/// One flat list (a handful of touches per event): no dictionaries on the hot path.
@MainActor
struct ViewTouchBatches {
    private struct Entry {
        let view: UIView
        let phase: UITouch.Phase
        let touch: UITouch
    }

    private var entries: [Entry] = []

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
    }

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ touch: UITouch, to view: UIView, phase: UITouch.Phase) {
        entries.append(Entry(view: view, phase: phase, touch: touch))
    }

    /// Each phase is checked against what the view has actually been sent, just before it is
    /// sent: a callback earlier in this batch may deliver touches in a nested event (a view
    /// that hides the window cancels its touches, say). A touch whose began the nested
    /// delivery already sent is not sent again; one it ended gets nothing more; one it must
    /// end before this batch's began arrives gets its began first.
    func send(with event: UIEvent) {
        for index in entries.indices {
            // Each view once, at its first entry, in the order the views first appear.
            let view = entries[index].view
            guard !entries[..<index].contains(where: { $0.view === view }) else { continue }
            if let touches = beganTouches(of: view, from: index) { view.touchesBegan(touches, with: event) }
            if let touches = touches(of: view, phase: .moved, from: index) { view.touchesMoved(touches, with: event) }
            if let touches = touches(of: view, phase: .ended, from: index) { view.touchesEnded(touches, with: event) }
            if let touches = touches(of: view, phase: .cancelled, from: index) { view.touchesCancelled(touches, with: event) }
        }
    }

    /// The view's touches that have not been sent `touchesBegan` yet (every entry implies a
    /// began: the tracker routes nothing else to a view before its began).
    private func beganTouches(of view: UIView, from start: Int) -> Set<UITouch>? {
        var result: Set<UITouch>?
        for entry in entries[start...] where entry.view === view && !entry.touch.routing.viewWasSentBegan {
            entry.touch.routing.viewWasSentBegan = true
            if result == nil { result = Set(minimumCapacity: entries.count) }
            result!.insert(entry.touch)
        }
        return result
    }

    private func touches(of view: UIView, phase: UITouch.Phase, from start: Int) -> Set<UITouch>? {
        var result: Set<UITouch>?
        for entry in entries[start...] where entry.view === view && entry.phase == phase {
            let touch = entry.touch
            guard touch.routing.viewWasSentBegan, !touch.routing.viewWasSentEnd else { continue }
            if phase == .ended || phase == .cancelled { touch.routing.viewWasSentEnd = true }
            if result == nil { result = Set(minimumCapacity: entries.count) }
            result!.insert(touch)
        }
        return result
    }
}

extension UIWindow {
    /// Looks for a key command matching `key` along the responder chain from `responder`, and
    /// performs the first whose action has a target. Returns whether one was performed.
    func performKeyCommand(for key: UIKey, from responder: UIResponder, event: UIPressesEvent) -> Bool {
        var current: UIResponder? = responder
        while let candidate = current {
            for command in candidate.keyCommands ?? [] where command.matches(key) {
                candidate.validate(command)
                guard !command.attributes.contains(.disabled),
                      let target = candidate.target(forAction: command.action, withSender: command) else { continue }
                return command.action.perform(on: target, sender: command, event: event)
            }
            current = candidate.next
        }
        return false
    }
}

extension UIWindow {
    /// Touch events carry the modifier keys held down in this window (when the platform did
    /// not report them) and, for pointer touches still down, the primary button.
    func fillInModifiersAndButtons(of event: UIEvent, touches: [UITouch]) {
        // The window's touch event is reused: values equal to what was filled in last time are
        // not the platform's.
        let state = touchTracker
        let platformFlags = event.eventModifierFlags == state.filledModifierFlags ? [] : event.eventModifierFlags
        var held: UIKeyModifierFlags = []
        for press in pressState.values {
            guard let key = press.key else { continue }
            held.formUnion(key.modifierFlags)
            held.formUnion(Self.modifier(for: key.keyCode))
        }
        event.eventModifierFlags = platformFlags.isEmpty ? held : platformFlags
        state.filledModifierFlags = event.eventModifierFlags

        let platformButtons = event.eventButtonMask == state.filledButtonMask ? [] : event.eventButtonMask
        let pointerDown = touches.contains {
            $0.touchType == .indirectPointer && $0.touchPhase != .ended && $0.touchPhase != .cancelled
        }
        event.eventButtonMask = platformButtons.isEmpty ? (pointerDown ? .primary : []) : platformButtons
        state.filledButtonMask = event.eventButtonMask
    }

    /// The flag a modifier key sets while it is down (left and right keys alike).
    static func modifier(for usage: UIKeyboardHIDUsage) -> UIKeyModifierFlags {
        switch usage.rawValue {
        case 0xE0, 0xE4: return .control
        case 0xE1, 0xE5: return .shift
        case 0xE2, 0xE6: return .alternate
        case 0xE3, 0xE7: return .command
        case 0x39: return .alphaShift
        default: return []
        }
    }
}
