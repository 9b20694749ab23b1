import Foundation

/// The fingers of a two-finger gesture (pinch, rotation): the touches down in the order they
/// came down; the gesture follows the first two, and waits while there are more.
@MainActor
struct TwoFingerTracking {
    private(set) var fingers: [UITouch] = []

    var isEmpty: Bool { fingers.isEmpty }
    /// Exactly two fingers down: the pair the gesture measures.
    var isPair: Bool { fingers.count == 2 }

    /// New fingers, in a deterministic order (a set has none).
    mutating func add(_ touches: Set<UITouch>) {
        fingers.append(contentsOf: touches.sorted { $0.identifier < $1.identifier })
    }

    mutating func remove(_ touches: Set<UITouch>) {
        fingers.removeAll { touches.contains($0) }
    }

    /// Whether one of `touches` is a finger of the pair.
    func pairMoved(in touches: Set<UITouch>) -> Bool {
        isPair && fingers.contains { touches.contains($0) }
    }

    /// The distance between the two fingers (window points).
    var distance: CGFloat {
        let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// The angle of the line from the first finger to the second, in window coordinates
    /// (y down), so that a clockwise turn on screen increases it.
    var angle: CGFloat {
        let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    mutating func reset() {
        fingers.removeAll()
    }
}
