import UIKit
import UIKitTesting

extension InputSimulator {
    /// Touches `start`, holds still for `duration`, then drags to `end` over 0.25 s and lifts
    /// (XCUITest's press-then-drag: a long press that becomes a drag).
    func pressAndDrag(from start: CGPoint, to end: CGPoint, holding duration: TimeInterval) {
        let finger = 77_000
        touchDown(finger, at: start)
        advance(by: max(0, duration))
        let steps = 30
        for step in 1...steps {
            advance(by: 0.25 / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            touchMove(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        touchUp(finger, at: end)
    }
}
