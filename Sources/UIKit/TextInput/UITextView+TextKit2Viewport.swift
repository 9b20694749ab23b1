import Foundation

/// A TextKit 2 text view lays out its viewport each time it lays out (UIKit: the view drives
/// its layout manager's `textViewportLayoutController`): its delegate is asked for the
/// viewport's bounds, then given each fragment there between its will- and did-layout calls.
/// Without a delegate the viewport is the visible part of the text. Only a controller that was
/// asked for is laid out (making one is what an app does to follow the viewport), so views
/// nobody watches pay nothing.
extension UITextView {
    func layoutTextViewport() {
        guard let controller = textLayoutManagerObject?.viewportController else { return }
        if controller.hostViewportBounds == nil {
            controller.hostViewportBounds = { [weak self] in
                guard let self else { return .zero }
                return MainActor.assumeIsolated { self.visibleTextContainerBounds }
            }
        }
        let configured = controller.configuredFragmentStarts
        controller.layoutViewport()
        // A viewport delegate decides which fragments are shown: redraw when they changed.
        if controller.delegate != nil, controller.configuredFragmentStarts != configured { contentView.setNeedsDisplay() }
    }

    /// The visible area in container coordinates (content coordinates less the inset).
    var visibleTextContainerBounds: CGRect {
        bounds.offsetBy(dx: -textContainerInset.left, dy: -textContainerInset.top)
    }
}
