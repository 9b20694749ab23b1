/// What the gesture environment may ask of the window's touch tracker: the one narrow way
/// arbitration acts on view delivery (it never reaches into the window's touch state).
@MainActor
protocol TouchRoutingControl: AnyObject {
    /// A recognizer with `cancelsTouchesInView` recognized: its touches are cancelled in
    /// their views.
    func cancelViewTouches(for recognizer: UIGestureRecognizer)
    /// The recognizer reset: it no longer receives (or delays) the touches it received.
    func detachRecognizerFromTouches(_ recognizer: UIGestureRecognizer)
    /// The recognizer was disabled or removed: no touch lists it any more.
    func releaseTouches(from recognizer: UIGestureRecognizer)
    /// Recognizers changed state outside a platform event: re-evaluate held touches.
    func deliverHeldTouches()
}
