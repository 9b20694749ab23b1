/// A focus effect that draws a halo (a ring in the tint color) around a shape (UIKit).
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo is drawn relative to its shape.
    public enum Position: Int, Sendable {
        /// Outside, unless the container clips: then inside (UIKit decides from the hierarchy).
        case automatic = 0
        case outside = 1
        case inside = 2
    }

    let shapePath: CGPath
    var shapeRect: CGRect?
    var shapeCornerRadius: CGFloat = 0

    /// The view to place the halo in (nil: the focused view's superview).
    open weak var containerView: UIView?
    /// The view to draw the halo above; it must be in `containerView` when both are set.
    open weak var referenceView: UIView?
    /// UIKit: `.automatic` by default.
    open var position: Position = .automatic

    init(shapePath: CGPath) {
        self.shapePath = shapePath
        super.init()
    }

    /// A rectangular halo (`rect` in the focused item's coordinates).
    public convenience init(rect: CGRect) {
        self.init(shapePath: CGPath(rect: rect, transform: nil))
        shapeRect = rect
    }

    /// A rounded rectangle halo. OpenUIKit draws both corner curves as circular arcs.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init(shapePath: UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).cgPath)
        shapeRect = rect
        shapeCornerRadius = cornerRadius
    }

    /// A halo following `bezierPath` (in the focused item's coordinates).
    public convenience init(path bezierPath: UIBezierPath) {
        self.init(shapePath: bezierPath.cgPath.copy() ?? bezierPath.cgPath)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIFocusHaloEffect(shapePath: shapePath)
        copy.shapeRect = shapeRect
        copy.shapeCornerRadius = shapeCornerRadius
        copy.containerView = containerView
        copy.referenceView = referenceView
        copy.position = position
        return copy
    }

    override func haloShape(for view: UIView) -> FocusHaloShape {
        FocusHaloShape(path: shapePath, rect: shapeRect, cornerRadius: shapeCornerRadius, view: view,
                       container: containerView, reference: referenceView, position: position)
    }
}
