/// A text view's pointer-drag recognizer: a pan that remembers where its touch went down
/// (the selection's anchor), which the translation alone does not give once the pan began.
final class TextViewSelectionDragRecognizer: UIPanGestureRecognizer {
    private(set) var touchDownLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touchDownLocation == nil, let view { touchDownLocation = touches.first?.location(in: view) }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        touchDownLocation = nil
    }
}
