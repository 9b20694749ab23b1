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
        guard super.shouldBegin(translation: translation) else { return false }
        guard let scrollView = view as? UIScrollView, !scrollView.panMayCancelContentTouches(panTouches) else { return true }
        requestTransition(to: .failed, reason: "a content view keeps its touches (touchesShouldCancel(in:) is false)")
        return false
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
