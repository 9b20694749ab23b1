/// An object that holds focus items and reports those inside a rectangle (UIKit).
@preconcurrency @MainActor
public protocol UIFocusItemContainer: NSObjectProtocol {
    /// The coordinate space of the frames of the items `focusItems(in:)` returns.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The container's items whose frames intersect `rect` (in `coordinateSpace`).
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}
