import Foundation

extension UIStackView {
    /// Replaces the generated constraints with ones for the current arrangement. Eager, so
    /// that `constraints` reflects a change at once (UIKit shows its `UISV-` constraints as
    /// soon as views are arranged); inside an animation block the hierarchy is laid out at
    /// once so that the new frames animate.
    func _rebuildArrangement() {
        guard !arrangement.isBatching else { return }
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
        if ViewAnimationCenter.shared.activeBlock != nil, !viewFlags.contains(.isLayingOutSubviews) {
            _layOutHierarchyForAnimation()
        }
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
