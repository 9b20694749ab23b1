@_spi(Diagnostics) import CoreGraphics

/// Decides which touches the sheet's drag takes: none that begin on a control, and in a
/// scroll view only a vertical drag from its top edge that the sheet should follow (see
/// `UISheetPresentationController+ScrollEdge`).
@MainActor
final class SheetPanDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var sheet: UISheetPresentationController?
    /// The scroll views (innermost first) around the touch the current drag began with; empty
    /// when it began outside any.
    private var scrollViews: [WeakScrollView] = []
    /// Where that touch came down (window coordinates).
    private var touchStart: CGPoint = .zero

    private struct WeakScrollView {
        weak var view: UIScrollView?
    }

    /// UIKit: a slider, switch or other control keeps its touches (a drag that starts on one
    /// does not move the sheet).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var view = touch.view
        var found: [WeakScrollView] = []
        while let current = view, current !== gestureRecognizer.view {
            if let control = current as? UIControl, control.isEnabled { return false }
            if let scrollView = current as? UIScrollView { found.append(WeakScrollView(view: scrollView)) }
            view = current.superview
        }
        if gestureRecognizer.numberOfTouches == 0 {
            scrollViews = found
            touchStart = touch.location(in: nil)
        }
        return true
    }

    /// A drag that began in a scroll view moves the sheet only when the sheet says so; else it
    /// fails and the scroll view's own pan scrolls.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !scrollViews.isEmpty else { return true }
        let views = scrollViews.compactMap(\.view)
        guard let sheet, views.count == scrollViews.count else { return false }
        let location = gestureRecognizer.location(in: nil)
        let movement = CGPoint(x: location.x - touchStart.x, y: location.y - touchStart.y)
        return sheet.sheetTakesDrag(in: views, movement: movement)
    }

    /// The scroll views' pans wait for the sheet's decision, so that a drag the sheet takes
    /// does not also scroll the content.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollViews.contains { $0.view?.panGestureRecognizer === otherGestureRecognizer }
    }
}
