extension UIHoverGestureRecognizer {
    /// The pointer is at `location` (window coordinates): `location(in:)` reports it.
    func pointerMoved(to location: CGPoint, in window: UIWindow) {
        lastLocationInWindow = location
        lastWindow = window
    }
}
