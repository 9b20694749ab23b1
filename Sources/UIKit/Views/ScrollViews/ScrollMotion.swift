import Foundation

/// What moves a scroll view's content while no finger drags it.
enum ScrollMotion {
    /// After a release: per-axis deceleration, bounce or paging snap (`isDecelerating`).
    case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion)
    /// `setContentOffset(_:animated:)` / `scrollRectToVisible(_:animated:)`.
    case animating(from: CGPoint, to: CGPoint, start: Double, duration: Double)
}
