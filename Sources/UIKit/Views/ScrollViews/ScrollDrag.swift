import Foundation

/// A drag in progress: where it started and which axes it may move.
struct ScrollDrag {
    /// The unclamped offset the drag started from (rubber-banding undone).
    var startOffset: CGPoint
    var movesX: Bool
    var movesY: Bool
    /// Directional lock: decided once, at the drag's start.
    var lockedAxis: NSLayoutConstraint.Axis?
}
