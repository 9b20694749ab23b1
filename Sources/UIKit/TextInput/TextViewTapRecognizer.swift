/// Records the tap count of the touch it recognizes (a text view's single tap recognizer
/// serves double and triple taps too, as a text field's tracking does).
final class TextViewTapRecognizer: UITapGestureRecognizer {
    private(set) var tapCount = 1

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        tapCount = touches.first?.tapCount ?? 1
        super.touchesBegan(touches, with: event)
    }
}
