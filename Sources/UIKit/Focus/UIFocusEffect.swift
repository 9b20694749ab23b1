/// The visual effect the system applies to a focused item (UIKit).
///
/// `UIFocusEffect()` asks for the system's default effect, inferred from the item: here a
/// halo around the item's bounds with its layer's corner radius.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject, @preconcurrency NSCopying {
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { UIFocusEffect() }

    /// The halo to draw around `view` (the default effect: the view's bounds and corners).
    func haloShape(for view: UIView) -> FocusHaloShape {
        let radius = view.layer.cornerRadius
        let path = radius > 0 ? UIBezierPath(roundedRect: view.bounds, cornerRadius: radius) : UIBezierPath(rect: view.bounds)
        return FocusHaloShape(path: path.cgPath, rect: view.bounds, cornerRadius: radius, view: view, container: nil,
                              reference: nil, position: .outside)
    }
}
