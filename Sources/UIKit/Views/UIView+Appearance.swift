@_spi(Diagnostics) import CoreGraphics

extension UIView {
    func _setAlpha(_ value: CGFloat) {
        guard value.isFinite else {
            FrameworkLog.log("UIView.alpha: \(value) is not a finite number; ignored")
            return
        }
        alphaStorage = value
        viewLayer.opacity = Float(value)
        UIApplication.noteInterfaceChange()
    }

    func _setHidden(_ hidden: Bool) {
        guard hidden != viewLayer.isHidden else { return }
        viewLayer.isHidden = hidden
        UIApplication.noteInterfaceChange()
        hiddenStateDidChange()
        // UIKit: a stack view re-arranges when one of its arranged views is hidden or shown.
        (superviewStorage as? UIStackView)?._arrangedSubviewHiddenDidChange(self)
    }

    func _setContentMode(_ mode: ContentMode) {
        contentModeStorage = mode
        // `.redraw` redisplays on resize from `_boundsDidChange` (only for views that draw),
        // not through the layer's `needsDisplayOnBoundsChange`.
        viewLayer.contentsGravity = mode.contentsGravity
    }

    func _setContentScaleFactor(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else {
            FrameworkLog.log("UIView.contentScaleFactor: \(scale) must be a positive number; ignored")
            return
        }
        viewFlags.insert(.hasCustomContentScaleFactor)
        guard scale != viewLayer.contentsScale else { return }
        viewLayer.contentsScale = scale
        _setNeedsDisplayAutomatically()
    }

    /// The view's screen has `scale` pixels per point: a view whose scale factor was not set
    /// by the app takes it, and content it drew is redrawn at the new scale.
    func adoptScreenScale(_ scale: CGFloat) {
        guard !viewFlags.contains(.hasCustomContentScaleFactor), viewLayer.contentsScale != scale else { return }
        viewLayer.contentsScale = scale
        if viewLayer.contents != nil { _setNeedsDisplayAutomatically() }
    }

    func _setMaskView(_ maskView: UIView?) {
        ensureExtras().maskView = maskView
        viewLayer.mask = maskView?.layer
    }
}

extension UIView.ContentMode {
    /// The layer gravity that shows content the way the mode asks. Core Animation names
    /// vertical gravities for a y-up space, so on iOS's y-down layers UIKit's `.top` is
    /// Core Animation's `.bottom` (and so on).
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        }
    }
}
