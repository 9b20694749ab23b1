/// An effect a view shows while the pointer hovers over it (UIKit, iOS 17). UIKit's own
/// effects are `.automatic`, `.highlight` and `.lift`; apps do not adopt it.
public protocol UIHoverEffect: Sendable {}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    /// The system's choice of effect for the view.
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}

extension UIHoverEffect where Self == UIHoverHighlightEffect {
    /// A highlight of the view's shape.
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}

extension UIHoverEffect where Self == UIHoverLiftEffect {
    /// A lift of the view where appropriate.
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}
