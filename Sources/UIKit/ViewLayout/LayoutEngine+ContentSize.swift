@_spi(Diagnostics) import CoreGraphics
import Foundation

// When a view's content size constraints are made.
extension LayoutEngine {
    /// The content size constraints of a view that joined the engine since the last constraint
    /// pass, made in that pass (with the frame constraints of views that translate their
    /// autoresizing mask), not when a constraint first mentions the view.
    // UIKit: the intrinsic size is something "the constraint-based layout system accounts for
    // the next time it updates the layout" (UIView.Invalidations.IntrinsicContentSize), and
    // `invalidateIntrinsicContentSize()` defers it to "its next layout pass"; nothing is asked
    // of the view while constraints are activated.
    //
    // Cheaper for the solver too: the app's required constraints that mention the view then
    // meet its width and height unused and define them in place (no substitution), where the
    // four hugging and compression resistance rows made first had made every such constraint
    // a full addition; the content size rows come afterwards against the defined sizes.
    func makeContentSizeConstraints(_ item: LayoutEngineItem, _ view: UIView) {
        updateContentSize(item, view)
    }
}
