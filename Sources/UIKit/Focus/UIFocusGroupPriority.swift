/// How strongly an item asks to be focused when focus enters its group (UIKit).
///
/// UIKit: the group's last focused item counts as `previouslyFocused` unless it says more;
/// an item with a higher priority wins over it, the first in reading order among equals.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// No priority: the item is chosen only by the group's default order.
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The priority the system gives the item last focused in its group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// Above the last focused item: the item is focused whenever focus enters the group.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The priority of the item focused now.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)

    public static func < (lhs: UIFocusGroupPriority, rhs: UIFocusGroupPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
