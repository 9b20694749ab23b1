@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) @_spi(UIKit) import QuartzCore

extension UIView {
    /// The point of the bounds, in unit coordinates, that `center` refers to and that
    /// transforms pivot around (iOS 16; default (0.5, 0.5)).
    ///
    /// UIKit: the view's `anchorPoint` is its layer's; changing it keeps `center` (the
    /// layer's position) and moves the frame, as with `CALayer.anchorPoint`.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                FrameworkLog.log("UIView.anchorPoint: non-finite value \(newValue); ignored")
                return
            }
            layer.anchorPoint = newValue
        }
    }
}
