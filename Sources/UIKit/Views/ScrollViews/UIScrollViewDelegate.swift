import Foundation

/// Methods that respond to scrolling and zooming (UIKit). Every method is optional: the
/// defaults below do nothing (or answer as UIKit does without a delegate).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (every change: drag, deceleration frame, animation, code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts: `velocity` in points per millisecond; the delegate may change where
    /// the content comes to rest through `targetContentOffset`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Whether the scroll-to-top gesture may scroll. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll-to-top animation finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped moving after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view to scale when zooming (nil: no zooming). Default nil.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start (a pinch or an animated zoom).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}

    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
