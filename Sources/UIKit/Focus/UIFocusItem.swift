/// An object that can become focused (UIKit). Views are focus items; custom items are
/// returned by a container's `focusItems(in:)`.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now (a disabled control cannot).
    var canBecomeFocused: Bool { get }
    /// The item's frame in its container's `coordinateSpace`.
    var frame: CGRect { get }
    /// The effect the system draws while the item is focused (nil: none).
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks to be the one focused when focus enters its group.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether items behind this one may be focused although it covers them.
    var isTransparentFocusItem: Bool { get }
    /// Whether a programmatic focus update that lands on this item is deferred.
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }
    /// The user is about to move focus away from this focused item.
    func didHintFocusMovement(_ hint: UIFocusMovementHint)
}

extension UIFocusItem {
    // UIKit: these requirements are optional; an item that does not implement them has
    // these values. (UIView declares `focusEffect` and `focusGroupPriority` itself.)
    public var focusEffect: UIFocusEffect? { nil }
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    public var isTransparentFocusItem: Bool { false }
    public var focusItemDeferralMode: UIFocusItemDeferralMode { .automatic }
    public func didHintFocusMovement(_ hint: UIFocusMovementHint) {}

    /// Whether this item is the focused item of its focus system.
    public var isFocused: Bool {
        guard let system = UIFocusSystem.focusSystem(for: self) else { return false }
        return system.focusedItem === self
    }
}
