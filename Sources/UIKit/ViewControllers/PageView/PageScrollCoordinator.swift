/// The delegate of a scrolling page view controller's scroll view: passes its events on
/// (the page view controller is not a scroll view delegate in UIKit's API).
@MainActor
final class PageScrollCoordinator: UIScrollViewDelegate {
    weak var controller: UIPageViewController?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { controller?.scrollViewMoved() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { controller?.scrollViewSettled() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { controller?.scrollViewSettled() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { controller?.scrollViewSettled() }
}
