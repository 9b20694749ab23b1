import UIKit
import UIKitTesting

extension InputSimulator {
    /// Touches `start`, holds still for `hold`, drags to `end` over `drag` seconds, stays
    /// there for `endHold` seconds and lifts.
    func pressDragAndHold(from start: CGPoint, to end: CGPoint, holding hold: TimeInterval,
                          dragging drag: TimeInterval, holdingAtEnd endHold: TimeInterval) {
        let finger = 77_001
        touchDown(finger, at: start)
        advance(by: hold)
        // One move per 1/60 s, as a display's touch events come.
        let steps = max(1, Int((drag * 60).rounded(.up)))
        for step in 1...steps {
            advance(by: drag / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            touchMove(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        advance(by: endHold)
        touchUp(finger, at: end)
    }
}
