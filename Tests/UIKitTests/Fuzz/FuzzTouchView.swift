import UIKit

/// A view that checks the touch contract as it receives touches: a touch moves, ends or is
/// cancelled in a view only after it began there, and it ends (or is cancelled) there once.
final class FuzzTouchView: UIView {
    /// Touches that began here and have not ended; held strongly only while open.
    private(set) var openTouches: [ObjectIdentifier: UITouch] = [:]
    private var violations: [String] = []
    var onViolation: ((String) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if openTouches[id] != nil { report("began twice for one touch") }
            openTouches[id] = touch
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where openTouches[ObjectIdentifier(touch)] == nil {
            report("moved for a touch that did not begin here (phase \(touch.phase))")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        close(touches, "ended")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        close(touches, "cancelled")
    }

    private func close(_ touches: Set<UITouch>, _ phase: String) {
        for touch in touches {
            if openTouches.removeValue(forKey: ObjectIdentifier(touch)) == nil {
                report("\(phase) for a touch that did not begin here or already ended")
            }
        }
    }

    private func report(_ message: String) {
        onViolation?("\(type(of: self)) tag \(tag): \(message)")
    }

    /// Forgets open touches (after the check that none is left), so that they are not kept alive.
    func forgetTouches() {
        openTouches.removeAll()
    }
}
