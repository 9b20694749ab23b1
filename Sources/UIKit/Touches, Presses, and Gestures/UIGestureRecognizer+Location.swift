@_spi(Diagnostics) import CoreGraphics

extension UIGestureRecognizer {
    /// The centroid of the tracked touches in window coordinates, or the last one seen.
    var centroidInWindow: CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocationInWindow ?? .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    func _location(in view: UIView?) -> CGPoint {
        let point = centroidInWindow
        guard let view else { return point }
        return view.convert(point, from: trackedTouches.first?.window ?? lastWindow)
    }

    func _location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            FrameworkLog.log("-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)); returning .zero")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Remembers where the gesture was, so `location(in:)` still answers after the touches
    /// are gone (for the action of a recognized tap, for instance).
    func rememberLocation() {
        if !trackedTouches.isEmpty {
            lastLocationInWindow = centroidInWindow
            lastWindow = trackedTouches.first?.window
        }
    }
}
