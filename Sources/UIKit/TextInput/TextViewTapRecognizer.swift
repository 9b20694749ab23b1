/// Records the tap count of the touch it recognizes (a text view's single tap recognizer
/// serves double and triple taps too, as a text field's tracking does).
final class TextViewTapRecognizer: UITapGestureRecognizer {
    private(set) var tapCount = 1
    /// The kind of touch that tapped (a finger shows selection handles, a pointer does not).
    private(set) var touchType: UITouch.TouchType = .direct

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapCount = touches.first?.tapCount ?? 1
        touchType = touches.first?.type ?? .direct
        super.touchesBegan(touches, with: event)
    }
}
