/// Where the edit menu's arrow points (UIKit).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// UIKit: above the target when there is room, else below.
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}
