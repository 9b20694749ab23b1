@_spi(Diagnostics) import CoreGraphics

extension UIGestureRecognizer {
    /// The centroid of the tracked touches in window coordinates, or the last one seen.
    var centroidInWindow: CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocationInWindow ?? .zero }
        return Self.centroid(of: trackedTouches)
    }

    func _location(in view: UIView?) -> CGPoint {
        convertFromWindow(centroidInWindow, to: view)
    }

    func _location(ofTouch touchIndex: Int, in view: UIView?, touches: [UITouch]) -> CGPoint {
        guard touches.indices.contains(touchIndex) else {
            FrameworkLog.log("-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touches.count)); returning .zero")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// Remembers where the gesture was, so `location(in:)` still answers after the touches
    /// are gone (for the action of a recognized tap, for instance).
    func rememberLocation() {
        if !trackedTouches.isEmpty {
            lastLocationInWindow = centroidInWindow
            lastWindow = trackedTouches.first?.window
        }
    }

    // MARK: Helpers for concrete recognizers

    /// The window the gesture happens in.
    var gestureWindow: UIWindow? {
        trackedTouches.first?.window ?? sequenceTouches.first?.window ?? lastWindow ?? viewStorage?.window
    }

    /// Converts a point in the gesture's window coordinates to `view` (nil: the window).
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: gestureWindow)
    }

    /// Converts a vector (a translation or a velocity) from window coordinates to `view`.
    func convertVectorFromWindow(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard view != nil else { return vector }
        let origin = convertFromWindow(.zero, to: view)
        let end = convertFromWindow(vector, to: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// Converts a vector from `view` coordinates (nil: the window) to window coordinates.
    func convertVectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let window = gestureWindow
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let n = CGFloat(touches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
