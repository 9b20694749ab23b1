@_spi(UIKit) import QuartzCore
@_spi(Diagnostics) import CoreGraphics

extension UIView {
    /// The layer's bounds changed (through the view or the layer directly).
    func _boundsDidChange(from oldBounds: CGRect) {
        let newBounds = viewLayer._storedBounds
        if oldBounds.size != newBounds.size {
            // UIKit applies autoresizing masks as soon as the bounds change, then lays out
            // the view (the layer marked itself) and its superview — unless the superview
            // is the one sizing it from its own layoutSubviews.
            if autoresizesSubviews, !subviewList.isEmpty {
                resizeSubviews(withOldSize: oldBounds.size)
            }
            if let superview = superviewStorage, !superview.viewFlags.contains(.isLayingOutSubviews) {
                superview.setNeedsLayout()
            }
            if contentModeStorage == .redraw { _setNeedsDisplayAutomatically() }
            if viewFlags.contains(.isEngineItem) { _engineItemBoundsDidChange() }
        } else {
            // An origin change (scrolling) lays out the view itself.
            setNeedsLayout()
        }
    }

    func _sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else {
            FrameworkLog.log("UIView.sizeToFit(): sizeThatFits returned a non-finite size \(size); ignored")
            return
        }
        let origin = frame.origin
        frame = CGRect(origin: origin, size: CGSize(width: max(0, size.width), height: max(0, size.height)))
    }
}
