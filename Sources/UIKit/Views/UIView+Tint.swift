extension UIView {
    /// UIKit's default tint, used when no view in the hierarchy sets one: system blue.
    static var defaultTintColor: UIColor { UIColor.systemBlue }

    var _effectiveTintColor: UIColor {
        let base = inheritedTintColor
        return _effectiveTintAdjustmentMode == .dimmed ? base.dimmed : base
    }

    /// The first non-nil tint color up the hierarchy, undimmed.
    var inheritedTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let tint = v.tintColorStorage { return tint }
            view = v.superviewStorage
        }
        return Self.defaultTintColor
    }

    var _effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let v = view {
            if v.tintAdjustmentModeStorage != .automatic { return v.tintAdjustmentModeStorage }
            view = v.superviewStorage
        }
        return .normal
    }

    func _setTintColor(_ color: UIColor?) {
        let old = tintColorStorage
        tintColorStorage = color
        if old == color { return }
        // UIKit: the view is told, and so is every descendant that inherits the tint.
        dispatchTintColorDidChange(includingSelf: true)
    }

    func _setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let oldEffective = _effectiveTintAdjustmentMode
        tintAdjustmentModeStorage = mode
        if oldEffective == _effectiveTintAdjustmentMode { return }
        dispatchTintAdjustmentModeDidChange()
    }

    /// Calls `tintColorDidChange()` on the view (when asked) and on descendants that inherit
    /// their tint color from it.
    private func dispatchTintColorDidChange(includingSelf: Bool) {
        if includingSelf { tintColorDidChange() }
        for subview in subviewList where subview.tintColorStorage == nil {
            subview.dispatchTintColorDidChange(includingSelf: true)
        }
    }

    /// After a mode change: the view and the descendants that inherit the mode.
    private func dispatchTintAdjustmentModeDidChange() {
        tintColorDidChange()
        for subview in subviewList where subview.tintAdjustmentModeStorage == .automatic {
            subview.dispatchTintAdjustmentModeDidChange()
        }
    }

    /// What the view inherits before a superview change: used to tell it when moving changes
    /// its effective tint.
    func inheritedTintSnapshot() -> (UIColor, TintAdjustmentMode)? {
        guard tintColorStorage == nil || tintAdjustmentModeStorage == .automatic else { return nil }
        return (inheritedTintColor, _effectiveTintAdjustmentMode)
    }

    /// UIKit calls `tintColorDidChange()` on a view whose inherited tint color or adjustment
    /// mode changes because it moved to another superview.
    func inheritedTintDidChange(from old: (UIColor, TintAdjustmentMode)?) {
        guard let old else { return }
        let colorChanged = tintColorStorage == nil && old.0 != inheritedTintColor
        let modeChanged = tintAdjustmentModeStorage == .automatic && old.1 != _effectiveTintAdjustmentMode
        guard colorChanged || modeChanged else { return }
        tintColorDidChange()
        for subview in subviewList
        where (colorChanged && subview.tintColorStorage == nil) || (modeChanged && subview.tintAdjustmentModeStorage == .automatic) {
            subview.dispatchTintColorDidChange(includingSelf: true)
        }
    }
}
