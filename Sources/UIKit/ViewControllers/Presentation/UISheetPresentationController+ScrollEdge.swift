@_spi(Diagnostics) import CoreGraphics

// Drags that begin in the sheet's scrolling content: at the content's top edge they move the
// sheet (up to a larger detent, or down), elsewhere they scroll.
extension UISheetPresentationController {
    /// Whether a drag that began in `scrollViews` (innermost first) and has moved `movement`
    /// (window coordinates) when it is recognized moves the sheet rather than the content.
    func sheetTakesDrag(in scrollViews: [UIScrollView], movement: CGPoint) -> Bool {
        guard let container = containerStorage, builtInPresentationActive, !transitionRunning,
              isHorizontallyCompact, !showsAsFullScreen else { return false }
        // Ours: a drag is vertical when it moved more along y than along x.
        guard movement.y != 0, abs(movement.y) > abs(movement.x) else { return false }
        // UIKit: only content scrolled to its top edge hands the drag to the sheet.
        guard scrollViews.allSatisfy(Self.isAtTopEdge) else { return false }
        if movement.y > 0 {
            // UIKit: pulling content at its top edge down moves the sheet down (to a smaller
            // detent, or to dismiss it), whatever prefersScrollingExpandsWhenScrolledToEdge says.
            return true
        }
        // UIKit: scrolling up expands the sheet while a larger detent than the selected one
        // exists and prefersScrollingExpandsWhenScrolledToEdge is true; then the content scrolls.
        guard prefersScrollingExpandsWhenScrolledToEdge else { return false }
        let resolved = resolvedDetents(in: resolutionContext(in: container))
        return currentDetent(in: resolved).value < resolved[resolved.count - 1].value
    }

    /// Whether the content shows its top edge (within half a point): scrolled to the top of
    /// its adjusted inset, or pulled beyond it.
    static func isAtTopEdge(_ scrollView: UIScrollView) -> Bool {
        scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
}
