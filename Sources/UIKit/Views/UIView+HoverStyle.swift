@_spi(Platform) @_spi(UIKit) import QuartzCore

extension UIView {
    /// The view's reaction to the pointer hovering over it (iOS 17). UIKit's default is nil
    /// (no effect). While the pointer is over the view (or one of its subviews without a
    /// style of its own), OpenUIKit draws a translucent highlight in the style's shape.
    public var hoverStyle: UIHoverStyle? {
        get { extras?.hoverStyle }
        set {
            guard newValue !== extras?.hoverStyle else { return }
            if newValue == nil, extras == nil { return }
            ensureExtras().hoverStyle = newValue
            if hoverHighlightLayer != nil { showHoverHighlight(newValue?.isEnabled == true) }
        }
    }

    /// The highlight layer shown while hovered (the last sublayer, named so that it is found
    /// again).
    var hoverHighlightLayer: CALayer? {
        layer.sublayers?.last { $0.name == Self.hoverHighlightLayerName }
    }

    static let hoverHighlightLayerName = "UIHoverStyle.highlight"

    /// Shows or removes the hover highlight for the view's style.
    func showHoverHighlight(_ show: Bool) {
        hoverHighlightLayer?.removeFromSuperlayer()
        guard show, let style = hoverStyle, style.isEnabled else { return }
        let highlight = CALayer()
        highlight.name = Self.hoverHighlightLayerName
        let shape = style.shape ?? .rect(cornerRadius: layer.cornerRadius)
        let resolved = shape.resolved(in: bounds)
        highlight.frame = resolved.frame
        highlight.cornerRadius = resolved.cornerRadius
        // UIKit: the highlight is a light tint of the content (a translucent overlay here).
        highlight.backgroundColor = UIColor(white: 0.5, alpha: 0.2).cgColor
        layer.addSublayer(highlight)
    }
}
