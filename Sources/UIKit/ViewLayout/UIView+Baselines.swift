/// A view with text baselines for Auto Layout's baseline attributes.
@MainActor
protocol BaselineMeasuring: UIView {
    /// The first baseline below the top and the last baseline above the bottom, measured at
    /// the view's intrinsic content size; nil: the view shows no text now.
    var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { get }
}

extension UIView {
    /// How far the first baseline lies below the view's top, for the constraint engine's
    /// `.firstBaseline` attribute; nil: the view has no baseline, and UIKit aligns its bottom
    /// edge. Measured at the intrinsic content size: labels and buttons center their text, so
    /// a view made taller than that by `d` points has its baselines `d / 2` lower.
    var _firstBaselineOffsetFromTop: CGFloat? {
        (self as? any BaselineMeasuring)?.baselineOffsets?.fromTop
    }

    /// How far the last baseline lies above the view's bottom, for `.lastBaseline`; nil: the
    /// view has no baseline (the bottom edge is used). See `_firstBaselineOffsetFromTop`.
    var _lastBaselineOffsetFromBottom: CGFloat? {
        (self as? any BaselineMeasuring)?.baselineOffsets?.fromBottom
    }
}
