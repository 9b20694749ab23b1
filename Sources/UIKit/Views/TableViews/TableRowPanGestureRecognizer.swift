import Foundation

/// A pan that remembers where its first finger went down (in its view), so the table can
/// decide before it begins whether the drag is a row swipe or a reorder (the translation
/// only counts from the moment a pan begins).
@MainActor
final class TableRowPanGestureRecognizer: UIPanGestureRecognizer {
    private(set) var startLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startLocation == nil, let touch = touches.first { startLocation = touch.location(in: view) }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        startLocation = nil
    }

    /// How far the finger has moved since it went down.
    var movement: CGPoint {
        guard let start = startLocation else { return .zero }
        let location = self.location(in: view)
        return CGPoint(x: location.x - start.x, y: location.y - start.y)
    }
}
