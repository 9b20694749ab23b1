import Foundation

/// What a drop would do with the dragged items (UIKit).
public enum UIDropOperation: UInt, Sendable {
    /// No drop: lifting the finger cancels the drag.
    case cancel = 0
    /// A drop is normally possible here but not now: lifting cancels, the preview shows it.
    case forbidden = 1
    /// The items are copied to the destination.
    case copy = 2
    /// The items move (only when the session's `allowsMoveOperation`).
    case move = 3
}
