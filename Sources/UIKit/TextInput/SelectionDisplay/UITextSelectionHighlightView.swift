import Foundation

/// A view that draws the highlight of a text selection (UIKit, iOS 17), managed by a
/// `UITextSelectionDisplayInteraction`.
@preconcurrency @MainActor
public protocol UITextSelectionHighlightView: UICoordinateSpace {
    /// The rects to highlight, in the view's coordinates.
    var selectionRects: [UITextSelectionRect] { get set }
}
