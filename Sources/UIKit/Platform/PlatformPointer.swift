/// Pointer input that is not a touch, as a platform reports it: the pointer moving with no
/// button pressed (hover) or leaving the window, and scroll-wheel or trackpad scrolling.
@_spi(Platform)
public enum PlatformPointer: Sendable, Equatable {
    /// The pointer is over the window at this location (window coordinates, points).
    case hover(CGPoint)
    /// The pointer left the window.
    case exit
    /// A scroll by `delta` points (positive y: the content follows a finger moving down)
    /// with the pointer at `location`; `continuous` for trackpads, not for wheel clicks.
    case scroll(delta: CGVector, location: CGPoint, continuous: Bool)
}
