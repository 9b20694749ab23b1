import Foundation

extension UIView {
    func _addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.isInstalled(on: self) { return }
        constraint.container?._uninstall(constraint)
        _install(constraint)
    }

    func _removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled(on: self) else { return }
        _uninstall(constraint)
    }

    func _install(_ constraint: NSLayoutConstraint) {
        ensureExtras().constraints.append(constraint)
        constraint.container = self
        _engineDidInstall(constraint)
    }

    /// `_install(_:)` with the hierarchy's engine already found (`activate(_:)`).
    func _install(_ constraint: NSLayoutConstraint, engine: LayoutEngine) {
        let extras = ensureExtras()
        // Room for four at once: a container usually gets several (a card's two containers
        // 4 and 13), and growing from one by doubling made three or four arrays.
        if extras.constraints.capacity == 0 { extras.constraints.reserveCapacity(4) }
        extras.constraints.append(constraint)
        constraint.container = self
        engine.register(constraint, in: self)
        setNeedsLayout()
    }

    func _uninstall(_ constraint: NSLayoutConstraint) {
        guard let extras, let index = extras.constraints.firstIndex(where: { $0 === constraint }) else { return }
        extras.constraints.remove(at: index)
        constraint.container = nil
        _engineDidUninstall(constraint)
    }

    // MARK: Content priorities

    func _contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        // No closure (`extras.flatMap`): a closure made in main-actor code checks its
        // isolation on each call, which cost more than the read (the engine asks for every
        // content size it makes).
        if let extras {
            let stored = axis == .horizontal ? extras.huggingPriorities.0 : extras.huggingPriorities.1
            if let stored { return stored }
        }
        return _defaultContentHuggingPriority(for: axis)
    }

    /// The class's hugging priority for a view created in code (nothing stored until set).
    func _defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = ContentHuggingDefaultsCache.priorities(of: type(of: self))
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    func _setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let priority = NSLayoutConstraint.clampedPriority(priority, api: "UIView.setContentHuggingPriority(_:for:)")
        guard priority != _contentHuggingPriority(for: axis) else { return }
        let extras = ensureExtras()
        if axis == .horizontal { extras.huggingPriorities.0 = priority } else { extras.huggingPriorities.1 = priority }
        _engineContentPrioritiesDidChange()
    }

    func _contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        // No closure, as for hugging.
        if let extras {
            let stored = axis == .horizontal ? extras.compressionResistancePriorities.0 : extras.compressionResistancePriorities.1
            if let stored { return stored }
        }
        // UIKit: every built-in view created in code resists compression at 750 on both axes.
        return .defaultHigh
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
