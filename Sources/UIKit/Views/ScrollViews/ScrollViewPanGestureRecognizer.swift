import Foundation

/// The scroll view's pan: a `UIPanGestureRecognizer` that also tells its scroll view when a
/// finger touches down and when all fingers lift (`isTracking`, catching a fling), as UIKit's
/// private `UIScrollViewPanGestureRecognizer` does.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollTrackedTouches = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollTrackedTouches += touches.count
        (view as? UIScrollView)?.trackingDidBegin()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        touchesLifted(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        touchesLifted(touches.count)
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard super.shouldBegin(translation: translation), let scrollView = view as? UIScrollView else { return false }
        if !scrollView.panMayCancelContentTouches(panTouches) {
            requestTransition(to: .failed, reason: "a content view keeps its touches (touchesShouldCancel(in:) is false)")
            return false
        }
        // A drag along an axis the scroll view cannot scroll (nor bounce) is not its: it fails,
        // so an enclosing scroll view can take it (a vertical list inside a horizontal pager).
        let horizontal = abs(translation.x) > abs(translation.y)
        if horizontal ? !scrollView.canScrollHorizontally : !scrollView.canScrollVertically {
            requestTransition(to: .failed, reason: "the scroll view cannot scroll \(horizontal ? "horizontally" : "vertically")")
            return false
        }
        return true
    }

    override func reset() {
        super.reset()
        if scrollTrackedTouches > 0 { touchesLifted(scrollTrackedTouches) }
    }

    private func touchesLifted(_ count: Int) {
        scrollTrackedTouches = max(0, scrollTrackedTouches - count)
        if scrollTrackedTouches == 0 { (view as? UIScrollView)?.trackingDidEnd() }
    }
}
