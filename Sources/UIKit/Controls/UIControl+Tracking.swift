extension UIControl {
    /// UIKit keeps a tracked touch "inside" until it is about 70 points beyond the bounds.
    static let trackingSlop: CGFloat = 70

    func isInsideForTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        return point(inside: location, with: event)
            || bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(location)
    }

    func _touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {
            // A disabled control does not track; the touch goes up the responder chain.
            next?.touchesBegan(touches, with: event)
            return
        }
        guard trackingTouch == nil, let touch = firstTouch(of: touches) else { return }
        trackingTouch = touch
        isTouchInsideStorage = true
        isTrackingStorage = beginTracking(touch, with: event)
        guard isTrackingStorage, trackingTouch === touch else { return }
        isHighlighted = true
        _sendActions(for: .touchDown, with: event)
        // UIKit: touchDownRepeat follows touchDown when the tap count is more than one.
        if touch.tapCount > 1, trackingTouch === touch {
            _sendActions(for: .touchDownRepeat, with: event)
        }
    }

    func _touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !isEnabled { next?.touchesMoved(touches, with: event) }
            return
        }
        guard isTrackingStorage else { return }
        let wasInside = isTouchInsideStorage
        let inside = isInsideForTracking(touch, with: event)
        isTouchInsideStorage = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            // Tracking ends here: no more drag events, no touch-up event.
            isTrackingStorage = false
            isHighlighted = false
            endTracking(touch, with: event)
            return
        }
        // UIKit: the crossing (exit/enter) is sent once, before the continuous drag event.
        if wasInside, !inside {
            _sendActions(for: .touchDragExit, with: event)
        } else if !wasInside, inside {
            _sendActions(for: .touchDragEnter, with: event)
        }
        guard trackingTouch === touch, isTrackingStorage else { return }
        _sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func _touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !isEnabled { next?.touchesEnded(touches, with: event) }
            return
        }
        let wasTracking = isTrackingStorage
        let inside = isInsideForTracking(touch, with: event)
        isTouchInsideStorage = inside
        isHighlighted = false
        trackingTouch = nil
        isTrackingStorage = false
        if wasTracking {
            endTracking(touch, with: event)
            if inside {
                _sendActions(for: .touchUpInside, with: event)
                if showsMenuAsPrimaryAction, _presentMenuAsPrimaryAction() {
                    // UIKit: the menu replaces the primary action; `.menuActionTriggered` says it showed.
                    _sendActions(for: .menuActionTriggered, with: event)
                } else if defaultActionIsSingleTap {
                    _sendActions(for: .primaryActionTriggered, with: event)
                }
            } else {
                _sendActions(for: .touchUpOutside, with: event)
            }
        }
        isTouchInsideStorage = false
    }

    func _touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !isEnabled { next?.touchesCancelled(touches, with: event) }
            return
        }
        let wasTracking = isTrackingStorage
        isHighlighted = false
        trackingTouch = nil
        isTrackingStorage = false
        isTouchInsideStorage = false
        if wasTracking {
            cancelTracking(with: event)
            _sendActions(for: .touchCancel, with: event)
        }
    }

    private func firstTouch(of touches: Set<UITouch>) -> UITouch? {
        // Sets have no order; take the earliest touch so the choice is deterministic.
        touches.min { $0.beganTimestamp < $1.beganTimestamp || ($0.beganTimestamp == $1.beganTimestamp && $0.identifier < $1.identifier) }
    }
}
