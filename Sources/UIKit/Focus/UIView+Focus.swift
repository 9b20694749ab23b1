// UIView's focus behaviour. The overridable members are declared in UIView.swift (Swift
// cannot override members declared in extensions); their implementations are here.
extension UIView: UIFocusItem, UIFocusItemContainer {
    var focusStorage: ViewFocusStorage {
        let extras = ensureExtras()
        if let storage = extras.focus { return storage }
        let storage = ViewFocusStorage()
        extras.focus = storage
        return storage
    }

    /// UIKit: false for views. Controls say true while enabled and text views while editable.
    var _defaultCanBecomeFocused: Bool {
        if let textView = self as? UITextView { return textView.isEditable }
        return false
    }

    var _isFocused: Bool {
        guard let window, let system = window.focusSystemIfMade else { return false }
        return system.focusedItem === self
    }

    /// UIKit: the view's controller when it is that controller's root view, else its superview.
    var _parentFocusEnvironment: (any UIFocusEnvironment)? {
        viewControllerStorage ?? superviewStorage
    }

    /// UIKit: the default effect (`UIFocusEffect()`, a halo here) until one is set.
    var _focusEffect: UIFocusEffect? {
        get {
            guard let storage = extras?.focus, storage.isEffectSet else { return UIFocusEffect() }
            return storage.effect
        }
        set {
            focusStorage.effect = newValue?.copy() as? UIFocusEffect
            focusStorage.isEffectSet = true
        }
    }

    /// The subviews whose frames meet `rect` (in the view's bounds coordinates), front-most
    /// last as in `subviews`. An empty frame (a zero-size wrapper whose subviews still show)
    /// counts by its origin.
    func _focusItems(in rect: CGRect) -> [any UIFocusItem] {
        subviews.filter { $0.frame.isEmpty ? rect.contains($0.frame.origin) : $0.frame.intersects(rect) }
    }

    func _setNeedsFocusUpdate() {
        window?.focusSystem.environmentRequestsUpdate(self)
    }

    func _updateFocusIfNeeded() {
        window?.focusSystemIfMade?.updateFocusIfNeeded()
    }

    /// Whether the view and every ancestor are shown and take interaction (UIKit: otherwise
    /// the view cannot be focused).
    var isVisibleForFocus: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled { return false }
            current = view.superview
        }
        return true
    }
}
