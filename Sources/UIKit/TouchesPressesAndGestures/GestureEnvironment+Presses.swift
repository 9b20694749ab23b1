/// Presses (hardware keys standing for remote buttons) reach gesture recognizers before the
/// responders, as touches do.
extension GestureEnvironment {
    /// The recognizers a new press is delivered to: the enabled recognizers of the views on
    /// the responder chain from the press's responder (nearest first) whose
    /// `allowedPressTypes` hold the press's type, filtered by `shouldReceive` and the delegate.
    ///
    /// UIKit: presses go to the focused (first-responder) view's chain, not to a hit-tested
    /// view; a text input that is first responder keeps its keys (typing a space in a text
    /// field does not tap the view behind it).
    func recognizers(for press: UIPress, event: UIPressesEvent) -> [UIGestureRecognizer] {
        guard let type = press.recognizerPressType else { return [] }
        if press.pressResponder is any UIKeyInput { return [] }
        var result: [UIGestureRecognizer] = []
        var responder = press.pressResponder
        while let current = responder {
            if let view = current as? UIView {
                for recognizer in view.gestureRecognizerList where recognizer.isEnabled && !recognizer.stateStorage.isFinished {
                    guard recognizer.allowedPressTypes.contains(where: { $0.intValue == type.rawValue }) else {
                        trace(recognizer, "does not receive a press: its type (\(type)) is not in allowedPressTypes")
                        continue
                    }
                    guard recognizer.shouldReceive(event) else {
                        trace(recognizer, "does not receive a press: shouldReceive(_:) returned false for the event")
                        continue
                    }
                    if let delegate = recognizer.delegate {
                        guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                              delegate.gestureRecognizer(recognizer, shouldReceive: press) else {
                            trace(recognizer, "does not receive a press: the delegate's gestureRecognizer(_:shouldReceive:) returned false")
                            continue
                        }
                    }
                    result.append(recognizer)
                }
            }
            responder = current.next
        }
        return result
    }

    /// Delivers the event's presses to their recognizers (new presses join first), phase by
    /// phase, then processes the transitions they asked for.
    func deliver(_ event: UIPressesEvent, presses: [UIPress]) {
        for press in presses where press.pressPhase == .began && press.recognizers.isEmpty {
            press.recognizers = recognizers(for: press, event: event)
            for recognizer in press.recognizers where !recognizer.trackedPresses.contains(where: { $0 === press }) {
                recognizer.trackedPresses.append(press)
            }
        }
        var order: [UIGestureRecognizer] = []
        for press in presses {
            for recognizer in press.recognizers where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        guard !order.isEmpty || !requests.isEmpty else { return }
        deliveryDepth += 1
        for recognizer in order {
            deliver(presses, to: recognizer, event: event)
        }
        deliveryDepth -= 1
        process()
    }

    private func deliver(_ presses: [UIPress], to recognizer: UIGestureRecognizer, event: UIPressesEvent) {
        guard isEligible(recognizer) else { return }
        activate(recognizer)
        recognizer.eventModifierFlags = event.eventModifierFlags
        let phases: [UIPress.Phase] = [.began, .changed, .ended, .cancelled]
        for phase in phases {
            // A recognizer that failed or was removed by the previous call gets no more.
            guard isEligible(recognizer) else { return }
            let set = Set(presses.filter { press in
                press.pressPhase == phase && press.recognizers.contains { $0 === recognizer }
            })
            guard !set.isEmpty else { continue }
            switch phase {
            case .began: recognizer.pressesBegan(set, with: event)
            case .changed: recognizer.pressesChanged(set, with: event)
            case .ended: recognizer.pressesEnded(set, with: event)
            default: recognizer.pressesCancelled(set, with: event)
            }
        }
    }

    /// Ended and cancelled presses leave their recognizers.
    func pressesDidFinish(_ presses: [UIPress]) {
        for press in presses where press.pressPhase == .ended || press.pressPhase == .cancelled {
            for recognizer in press.recognizers {
                recognizer.trackedPresses.removeAll { $0 === press }
            }
            press.recognizers.removeAll()
        }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: the presses it received (not those
    /// it ignored) leave the responder chain; a responder that saw one begin gets
    /// `pressesCancelled` at once, and no later phase of it.
    /// UIKit: `cancelsTouchesInView` applies to presses as to touches — `ignore(_:for:)` for a
    /// press documents that "UIGestureRecognizer does not cancel ignored presses on the
    /// associated view even if cancelsTouchesInView is true" —, and `pressesCancelled` finds
    /// each press in the `.cancelled` phase. The press keeps its own phase afterwards: the
    /// recognizers still follow it to its end.
    func cancelResponderPresses(for recognizer: UIGestureRecognizer) {
        var byResponder: [(responder: UIResponder, presses: [UIPress])] = []
        for press in recognizer.trackedPresses where !press.cancelledForResponder && !press.pressConsumedByKeyCommand {
            press.cancelledForResponder = true
            guard press.responderSawBegan, let responder = press.pressResponder else { continue }
            if let index = byResponder.firstIndex(where: { $0.responder === responder }) {
                byResponder[index].presses.append(press)
            } else {
                byResponder.append((responder, [press]))
            }
        }
        for (responder, presses) in byResponder {
            let event = UIPressesEvent(timestamp: CACurrentMediaTime())
            event.pressList = presses
            let phases = presses.map(\.pressPhase)
            for press in presses { press.pressPhase = .cancelled }
            responder.pressesCancelled(Set(presses), with: event)
            for (press, phase) in zip(presses, phases) { press.pressPhase = phase }
        }
    }
}
