/// The window's focus system and the hooks key delivery calls.
extension UIWindow {
    /// The window's focus system, made on first use.
    var focusSystem: UIFocusSystem {
        if let system = focusSystemStorage { return system }
        let system = UIFocusSystem(window: self)
        focusSystemStorage = system
        return system
    }

    /// The focus system if one was made (reading focus state does not make one).
    var focusSystemIfMade: UIFocusSystem? { focusSystemStorage }

    /// UIKit (iOS 15): keyboard navigation keys reach the focus system before key commands,
    /// unless a matching key command sets `wantsPriorityOverSystemBehavior`. Returns true when
    /// the focus system used the key (it then reaches nothing else).
    func focusSystemHandlesKey(_ key: UIKey, from responder: UIResponder) -> Bool {
        // What a key does may hide or remove the focused item: check it on the next turn.
        focusSystemIfMade?.scheduleValidation()
        switch key.keyCode {
        case .keyboardTab, .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow: break
        default: return false
        }
        var current: UIResponder? = responder
        while let candidate = current {
            if candidate.keyCommands?.contains(where: { $0.wantsPriorityOverSystemBehavior && $0.matches(key) }) == true {
                return false
            }
            current = candidate.next
        }
        return focusSystem.handleNavigationKey(key)
    }

    /// Presses go to the focused view (UIKit: the focused item's responder chain), else to the
    /// first responder.
    var focusedPressResponder: UIResponder? {
        guard let system = focusSystemIfMade, let item = system.focusedItem else { return nil }
        return UIFocusSystem.view(containing: item)
    }
}
