// The constraint pass without a constraint engine: `updateConstraints()` still runs where it
// was asked for, subviews first, before layout.
extension UIView {
    func _setNeedsUpdateConstraints() {
        viewFlags.insert(.needsUpdateConstraints)
        setNeedsLayout()
    }

    func _updateConstraintsIfNeeded() {
        for subview in subviewList { subview._updateConstraintsIfNeeded() }
        guard viewFlags.contains(.needsUpdateConstraints) else { return }
        viewFlags.remove(.needsUpdateConstraints)
        updateConstraints()
        viewControllerStorage?.updateViewConstraints()
    }
}
