@_spi(Diagnostics) import CoreGraphics

/// A pan driven by a scroll wheel or trackpad (`allowedScrollTypesMask`): the translation
/// accumulates the scroll deltas, the location is the pointer's, and there are no touches
/// (`numberOfTouches` is 0, as UIKit reports for scroll pans).
extension UIPanGestureRecognizer {
    var isScrolling: Bool { scrollLocation != nil }

    func beginScrolling(at location: CGPoint, in window: UIWindow, timestamp: TimeInterval) {
        hasLocation = true
        firstLocation = .zero
        lastLocation = .zero
        lastTime = timestamp
        scrollLocation = location
        lastLocationInWindow = location
        lastWindow = window
    }

    /// Adds one scroll (window coordinates; positive y follows a finger moving down).
    func scroll(by delta: CGVector, at location: CGPoint, timestamp: TimeInterval) {
        let dt = timestamp - lastTime
        if dt > 0 {
            previousSample = sample
            sample = (CGPoint(x: delta.dx, y: delta.dy), dt)
            lastTime = timestamp
        }
        lastLocation = CGPoint(x: lastLocation.x + delta.dx, y: lastLocation.y + delta.dy)
        scrollLocation = location
        lastLocationInWindow = location
    }
}
