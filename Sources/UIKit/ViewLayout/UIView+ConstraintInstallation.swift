import Foundation

extension UIView {
    func _addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { return }
        constraint.container?._uninstall(constraint)
        _install(constraint)
    }

    func _removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        _uninstall(constraint)
    }

    func _install(_ constraint: NSLayoutConstraint) {
        ensureExtras().constraints.append(constraint)
        constraint.container = self
        _engineDidInstall(constraint)
    }

    func _uninstall(_ constraint: NSLayoutConstraint) {
        guard let extras, let index = extras.constraints.firstIndex(where: { $0 === constraint }) else { return }
        extras.constraints.remove(at: index)
        constraint.container = nil
        _engineDidUninstall(constraint)
    }

    // MARK: Content priorities

    func _contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let extras else { return .defaultLow }
        return axis == .horizontal ? extras.huggingPriorities.0 : extras.huggingPriorities.1
    }

    func _setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let priority = NSLayoutConstraint.clampedPriority(priority, api: "UIView.setContentHuggingPriority(_:for:)")
        guard priority != _contentHuggingPriority(for: axis) else { return }
        let extras = ensureExtras()
        if axis == .horizontal { extras.huggingPriorities.0 = priority } else { extras.huggingPriorities.1 = priority }
        _engineContentPrioritiesDidChange()
    }

    func _contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let extras else { return .defaultHigh }
        return axis == .horizontal ? extras.compressionResistancePriorities.0 : extras.compressionResistancePriorities.1
    }

    func _setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let priority = NSLayoutConstraint.clampedPriority(priority, api: "UIView.setContentCompressionResistancePriority(_:for:)")
        guard priority != _contentCompressionResistancePriority(for: axis) else { return }
        let extras = ensureExtras()
        if axis == .horizontal {
            extras.compressionResistancePriorities.0 = priority
        } else {
            extras.compressionResistancePriorities.1 = priority
        }
        _engineContentPrioritiesDidChange()
    }
}
