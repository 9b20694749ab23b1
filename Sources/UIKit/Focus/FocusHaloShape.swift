/// Where and how a focused view's halo is drawn: the shape in the view's coordinates, the
/// view that holds the ring, the view to draw above, and the side of the shape.
@MainActor
struct FocusHaloShape {
    let path: CGPath
    /// The rectangle and corner radius when the shape is a (rounded) rectangle: the ring is
    /// then drawn with a gap (a shape given as a path gets a ring on its outline).
    var rect: CGRect?
    var cornerRadius: CGFloat = 0
    unowned let view: UIView
    let container: UIView?
    let reference: UIView?
    let position: UIFocusHaloEffect.Position
}
