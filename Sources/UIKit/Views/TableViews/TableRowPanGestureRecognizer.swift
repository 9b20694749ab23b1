import Foundation

/// A pan that remembers where its first finger went down (in its view), so the table can
/// decide before it begins whether the drag is a row swipe or a reorder (the translation
/// only counts from the moment a pan begins).
@MainActor
final class TableRowPanGestureRecognizer: UIPanGestureRecognizer {
    private(set) var startLocation: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // The fingers' centroid, as the pan's location: with two fingers the movement is not
        // the distance between them (a finger that joins later moves the start with it).
        startLocation = location(in: view)
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
