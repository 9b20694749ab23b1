extension UIView {
    func _systemLayoutSizeFitting(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // UIKit: fitting runs the view's constraint pass first (a stack view makes its
        // constraints in `updateConstraints()`).
        if viewFlags.contains(.subtreeNeedsUpdateConstraints) { _updateConstraintsIfNeeded() }
        // A view with constraints: the engine's size with temporary size constraints at the
        // fitting priorities (UIKit).
        if _usesConstraintsForFitting {
            return _engineFittingSize(target, horizontal: horizontal, vertical: vertical)
        }
        // Without constraints: the view's own measure.
        let fixesWidth = horizontal >= .required, fixesHeight = vertical >= .required
        if fixesWidth, fixesHeight { return target }
        let intrinsic = intrinsicContentSize
        let limit = CGSize(width: fixesWidth ? target.width : .greatestFiniteMagnitude,
                           height: fixesHeight ? target.height : .greatestFiniteMagnitude)
        var fitted: CGSize?
        func fits() -> CGSize {
            if let fitted { return fitted }
            let size = sizeThatFits(limit)
            fitted = size
            return size
        }
        // With a fixed dimension, the other depends on it (wrapping text): ask sizeThatFits.
        let usesIntrinsic = !fixesWidth && !fixesHeight
        let width = fixesWidth ? target.width
            : (usesIntrinsic && intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : fits().width)
        let height = fixesHeight ? target.height
            : (usesIntrinsic && intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : fits().height)
        return CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}
