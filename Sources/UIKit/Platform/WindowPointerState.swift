@_spi(Platform) import QuartzCore

/// A window's pointer bookkeeping: the hover recognizers the pointer is over, and the pan
/// recognizer a scroll gesture is driving.
@MainActor
final class WindowPointerState {
    /// Hover recognizers in `began`/`changed`, nearest view first.
    var hovering: [UIHoverGestureRecognizer] = []
    var lastHoverLocation: CGPoint?
    /// The view whose `hoverStyle` highlight is shown.
    weak var hoverStyledView: UIView?
    /// The pan recognizer the current scroll gesture drives.
    var scrolling: UIPanGestureRecognizer?
    /// Ends the scroll gesture when no scroll arrives for a while.
    var scrollEndTimer: FrameworkTimer?
}
