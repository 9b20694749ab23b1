/// How a view reacts to the pointer hovering over it (UIKit, iOS 17): an effect within a
/// shape. Set it as a view's `hoverStyle`.
@preconcurrency @MainActor
open class UIHoverStyle: NSObject {
    /// UIKit: the effect applied inside the shape.
    open var effect: any UIHoverEffect
    /// nil: the view's bounds (rounded as its layer's corner radius).
    open var shape: UIShape?
    /// UIKit's default: true; a disabled style shows no effect.
    open var isEnabled = true

    // UIKit declares only convenience initializers (its designated one is private).
    init(anyEffect effect: any UIHoverEffect, shape: UIShape?) {
        self.effect = effect
        self.shape = shape
        super.init()
    }

    /// A hover style with the effect in the shape (nil: the view's own).
    public convenience init(effect: some UIHoverEffect, shape: UIShape? = nil) {
        self.init(anyEffect: effect, shape: shape)
    }

    /// The automatic effect in the shape.
    public convenience init(shape: UIShape? = nil) {
        self.init(anyEffect: UIHoverAutomaticEffect(), shape: shape)
    }

    /// The automatic effect in the view's own shape.
    open class func automatic() -> UIHoverStyle {
        UIHoverStyle(anyEffect: UIHoverAutomaticEffect(), shape: nil)
    }
}
