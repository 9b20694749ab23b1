@_spi(Diagnostics) import CoreGraphics

// The constraint pass: `updateConstraints()` runs where it was asked for, subviews before
// their superview, before the layout pass.
extension UIView {
    func _setNeedsUpdateConstraints() {
        viewFlags.insert(.needsUpdateConstraints)
        var current: UIView? = self
        while let view = current, !view.viewFlags.contains(.subtreeNeedsUpdateConstraints) {
            view.viewFlags.insert(.subtreeNeedsUpdateConstraints)
            current = view.superviewStorage
        }
        setNeedsLayout()
    }

    /// UIKit: an `updateConstraints()` that keeps asking for another pass is stopped; the
    /// passes are bounded here and the rest is logged.
    static let maximumConstraintPasses = 100

    func _updateConstraintsIfNeeded() {
        var passes = 0
        while viewFlags.contains(.subtreeNeedsUpdateConstraints) {
            passes += 1
            if passes > UIView.maximumConstraintPasses {
                var culprits: [String] = []
                forEachInSubtree { view in
                    if view.viewFlags.contains(.needsUpdateConstraints) { culprits.append(String(describing: type(of: view))) }
                    view.viewFlags.remove([.needsUpdateConstraints, .subtreeNeedsUpdateConstraints])
                }
                FrameworkLog.log("UIView.updateConstraintsIfNeeded(): the constraint pass did not settle after \(UIView.maximumConstraintPasses) passes (updateConstraints() keeps calling setNeedsUpdateConstraints(): \(culprits.joined(separator: ", "))); continuing with the current constraints")
                return
            }
            _updateConstraintsPass()
        }
    }

    /// One bottom-up pass over the marked part of the subtree.
    private func _updateConstraintsPass() {
        viewFlags.remove(.subtreeNeedsUpdateConstraints)
        for subview in subviewList where subview.viewFlags.contains(.subtreeNeedsUpdateConstraints) {
            subview._updateConstraintsPass()
        }
        guard viewFlags.contains(.needsUpdateConstraints) else { return }
        viewFlags.remove(.needsUpdateConstraints)
        _tracked(.constraints) {
            updateConstraints()
            viewControllerStorage?.updateViewConstraints()
        }
    }
}
