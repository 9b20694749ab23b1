import XCTest
import UIKit
import UIKitTesting

/// Records the state of every action a recognizer sends (target-action with an unbound
/// method reference, the Swift form of `#selector`).
@MainActor
final class GestureActionRecorder {
    private(set) var states: [UIGestureRecognizer.State] = []
    /// "name:state" lines, in the order the actions arrived, across recognizers.
    private(set) var log: [String] = []
    /// Called on every action (after recording), for tests that inspect the recognizer.
    var onAction: ((UIGestureRecognizer) -> Void)?

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        log.append("\(recognizer.name ?? "?"):\(recognizer.state)")
        onAction?(recognizer)
    }

    var count: Int { states.count }

    func reset() {
        states.removeAll()
        log.removeAll()
    }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureDelegateStub: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFail: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receiveTouch: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    private(set) var shouldBeginCalls = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginCalls += 1
        return shouldBegin(gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requireFailure(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFail(gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receiveTouch(gestureRecognizer, touch)
    }
}

/// A view that vetoes recognizers through `gestureRecognizerShouldBegin(_:)`.
final class VetoingView: RecordingView {
    var allowsGesture: (UIGestureRecognizer) -> Bool = { _ in true }
    private(set) var askedRecognizers: [UIGestureRecognizer] = []

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        askedRecognizers.append(gestureRecognizer)
        return allowsGesture(gestureRecognizer)
    }
}

/// A discrete recognizer for the "check mark" of Apple's subclassing notes: a stroke down
/// and to the right, then up and to the right, with one finger. Written only against the
/// public subclass surface, as an app would write it.
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private var strokePoints: [CGPoint] = []
    private var lowestPoint: CGPoint?
    private(set) var resetCount = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, strokePoints.isEmpty else {
            state = .failed
            return
        }
        strokePoints.append(touches.first!.location(in: view))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, let touch = touches.first, let last = strokePoints.last else { return }
        let point = touch.location(in: view)
        if point.x < last.x - 2 {
            state = .failed   // a check mark never goes left
            return
        }
        if let lowest = lowestPoint {
            if point.y > lowest.y + 2 {
                state = .failed   // down again after going up
                return
            }
        } else if point.y < last.y - 2 {
            lowestPoint = last   // the stroke turned upward
        }
        strokePoints.append(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let first = strokePoints.first, let last = strokePoints.last, let lowest = lowestPoint else {
            state = .failed
            return
        }
        let wentDown = lowest.y - first.y > 10
        let cameUp = lowest.y - last.y > 20
        state = wentDown && cameUp ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        resetCount += 1
        strokePoints.removeAll()
        lowestPoint = nil
    }
}

@MainActor
func makeGestureWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
}
