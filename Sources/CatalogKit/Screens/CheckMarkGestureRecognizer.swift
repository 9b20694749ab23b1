import UIKit

/// A custom discrete recognizer written as a subclass (Apple's "check mark" example): one
/// finger goes down and right, then up and right, with the second stroke the longer.
@MainActor
final class CheckMarkGestureRecognizer: UIGestureRecognizer {
    private var points: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        points = [touch.location(in: view)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let point = touch.location(in: view)
        if let last = points.last, point.x < last.x - 10 {
            state = .failed // a check mark never goes left
            return
        }
        points.append(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let first = points.first, let last = points.last else { return }
        guard let lowest = points.max(by: { $0.y < $1.y }), lowest.y > first.y + 10 else {
            state = .failed
            return
        }
        let down = lowest.y - first.y
        let up = lowest.y - last.y
        state = up > down && last.x > lowest.x ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        points = []
    }
}
