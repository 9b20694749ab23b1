import Foundation

extension UIStackView {
    /// A change to the arrangement: the constraints are made again once, at the next
    /// constraint pass (`updateConstraints()`), however many changes come before it.
    /// UIKit: the stack view marks itself with `setNeedsUpdateConstraints()` and rebuilds its
    /// `UISV-` constraints in its `updateConstraints()`; inside an animation block the
    /// hierarchy is laid out at once, so the new frames animate (hiding an arranged view in
    /// `UIView.animate` animates the collapse).
    func _setNeedsArrangementRebuild() {
        guard !arrangement.isBatching else { return }
        arrangement.needsRebuild = true
        setNeedsUpdateConstraints()
        if ViewAnimationCenter.shared.activeBlock != nil, !viewFlags.contains(.isLayingOutSubviews) {
            _layOutHierarchyForAnimation()
        }
    }

    /// Makes the constraints for the current arrangement now if a change is waiting (the
    /// constraint pass, and readers of `constraints`, `layoutGuides` and fitting sizes).
    func _rebuildArrangementIfNeeded() {
        guard arrangement.needsRebuild, !arrangement.isBatching else { return }
        _rebuildArrangement()
    }

    /// Replaces the generated constraints with ones for the current arrangement.
    func _rebuildArrangement() {
        guard !arrangement.isBatching else { return }
        arrangement.needsRebuild = false
        NSLayoutConstraint.deactivate(arrangement.constraints)
        for guide in arrangement.guides { removeLayoutGuide(guide) }
        var builder = StackConstraintBuilder(stack: self)
        builder.build()
        for guide in builder.guides { addLayoutGuide(guide) }
        arrangement.constraints = builder.constraints
        arrangement.guides = builder.guides
        arrangement.proportionBasis = builder.proportionBasis
        NSLayoutConstraint.activate(builder.constraints)
        setNeedsLayout()
    }

    /// `.fillProportionally` divides the stack by the arranged views' intrinsic sizes: when
    /// those changed, the proportions are made again.
    func _refreshProportionsIfNeeded() {
        guard distribution == .fillProportionally else { return }
        let basis = StackConstraintBuilder.intrinsicLengths(of: arrangement.views.filter { !$0.isHidden }, axis: axis)
        if basis != arrangement.proportionBasis { _rebuildArrangement() }
    }

    private func _layOutHierarchyForAnimation() {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
}
