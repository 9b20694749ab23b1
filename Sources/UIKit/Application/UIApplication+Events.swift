@_spi(Diagnostics) import CoreGraphics

extension UIApplication {
    func _sendEvent(_ event: UIEvent) {
        // What the event's handlers change may show only through custom accessibility getters.
        interfaceChangeCount &+= 1
        switch event.type {
        case .touches:
            // One window at a time, in the order the touches began.
            var windows: [UIWindow] = []
            for touch in event.touchList {
                if let window = touch.touchWindow, !windows.contains(where: { $0 === window }) {
                    windows.append(window)
                }
            }
            for window in windows { window.sendEvent(event) }
        case .presses:
            if let presses = event as? UIPressesEvent {
                let window = presses.pressList.first?.pressWindow ?? keyWindow
                window?.sendEvent(presses)
            }
        default:
            keyWindow?.sendEvent(event)
        }
    }

    func _sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if target != nil {
            return action.perform(on: target, sender: sender, event: event)
        }
        // UIKit: a nil target means the responder chain, from the first responder of the
        // sender's window (or the key window); without a first responder, from the sender.
        let senderWindow = (sender as? UIView)?.window ?? keyWindow
        let start: UIResponder? = senderWindow?.firstResponderStorage ?? (sender as? UIResponder)
        guard let start, let receiver = start.target(forAction: action, withSender: sender) else {
            return false
        }
        return action.perform(on: receiver, sender: sender, event: event)
    }
}
