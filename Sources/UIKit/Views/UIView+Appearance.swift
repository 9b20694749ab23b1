@_spi(Diagnostics) import CoreGraphics

extension UIView {
    func _setAlpha(_ value: CGFloat) {
        guard value.isFinite else {
            FrameworkLog.log("UIView.alpha: \(value) is not a finite number; ignored")
            return
        }
        alphaStorage = value
        viewLayer.opacity = Float(value)
    }

    func _setHidden(_ hidden: Bool) {
        guard hidden != viewLayer.isHidden else { return }
        viewLayer.isHidden = hidden
        hiddenStateDidChange()
    }

    func _setContentMode(_ mode: ContentMode) {
        contentModeStorage = mode
        viewLayer.needsDisplayOnBoundsChange = mode == .redraw
        viewLayer.contentsGravity = mode.contentsGravity
    }

    func _setContentScaleFactor(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else {
            FrameworkLog.log("UIView.contentScaleFactor: \(scale) must be a positive number; ignored")
            return
        }
        viewFlags.insert(.hasCustomContentScaleFactor)
        viewLayer.contentsScale = scale
        setNeedsDisplay()
    }

    func _setMaskView(_ maskView: UIView?) {
        ensureExtras().maskView = maskView
        viewLayer.mask = maskView?.layer
    }
}

extension UIView.ContentMode {
    /// The layer gravity that shows content the way the mode asks.
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
