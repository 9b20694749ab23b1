/// The band's pan: it remembers where the pointer went down, since a pan begins only after
/// moving a little (and its translation counts from then).
@MainActor
final class BandSelectionGestureRecognizer: UIPanGestureRecognizer {
    /// Where the pointer went down, in the window.
    private(set) var startLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startLocation == nil, let touch = touches.first { startLocation = touch.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        startLocation = nil
    }
}
