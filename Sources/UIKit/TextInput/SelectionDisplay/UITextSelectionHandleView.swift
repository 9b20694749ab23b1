import Foundation

/// A view that draws one end of a text selection, which the user drags to change it (UIKit,
/// iOS 17), managed by a `UITextSelectionDisplayInteraction`.
@preconcurrency @MainActor
public protocol UITextSelectionHandleView: UICoordinateSpace {
    /// The end of the selection the handle stands for (`.leading`: the start; `.trailing`:
    /// the end; `.top`/`.bottom` in vertical text).
    var direction: NSDirectionalRectEdge { get set }
    /// Whether the handle sits on vertical text.
    var isVertical: Bool { get }
    /// The handle's frame for the selection's end rect `rect` (the interaction's view's
    /// coordinates).
    func preferredFrame(for rect: CGRect) -> CGRect
}
