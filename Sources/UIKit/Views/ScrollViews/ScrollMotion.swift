import Foundation

/// What moves a scroll view's content while no finger drags it.
enum ScrollMotion {
    /// After a release: per-axis deceleration, bounce or paging snap (`isDecelerating`).
    case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion)
    /// `setContentOffset(_:animated:)` / `scrollRectToVisible(_:animated:)`.
    case animating(from: CGPoint, to: CGPoint, start: Double, duration: Double)
    /// An animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, a pinch bouncing
    /// back into the zoom range): scale and offset together.
    case zooming(fromScale: CGFloat, toScale: CGFloat, from: CGPoint, to: CGPoint, start: Double, duration: Double)
}
