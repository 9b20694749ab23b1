/// Where and how a focused view's halo is drawn: the shape in the view's coordinates, the
/// view that holds the ring, the view to draw above, and the side of the shape.
@MainActor
struct FocusHaloShape {
    let path: CGPath
    unowned let view: UIView
    let container: UIView?
    let reference: UIView?
    let position: UIFocusHaloEffect.Position
}
