/// An object that takes part in the focus system: views, view controllers, windows, focus
/// guides and custom containers (UIKit).
///
/// Environments form a tree through `parentFocusEnvironment`; the focus system asks every
/// environment on the paths of the previously and next focused items whether a move may
/// happen (`shouldUpdateFocus(in:)`) and tells them afterwards (`didUpdateFocus(in:with:)`).
@preconcurrency @MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// The environments to search, in order, when focus moves into this one.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one (nil at the root).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of this environment's child focus items (nil: none).
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for a focus update that starts from this environment (done on the next turn of
    /// the run loop or at `updateFocusIfNeeded()`).
    func setNeedsFocusUpdate()
    /// Performs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; add animations to `coordinator` to run alongside.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group this environment and its children belong to (nil: the parent's).
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    /// UIKit: optional; an environment that does not implement it names no group.
    public var focusGroupIdentifier: String? { nil }
}
