import Foundation

/// The pan that starts a pointer drag; it remembers where the pointer went down (in the
/// window), because the drag lifts from there while the pan begins only after the pointer
/// has moved (its translation counts from that moment).
@MainActor
final class DragPointerGestureRecognizer: UIPanGestureRecognizer {
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
