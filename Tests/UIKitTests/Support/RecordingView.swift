import UIKit

/// A view that records the UIKit callbacks it receives, in order.
class RecordingView: UIView {
    var log: [String] = []
    var touchLog: [(phase: String, count: Int)] = []
    var layoutCount = 0
    var tintChanges = 0

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        log.append("layoutSubviews")
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append(("began", touches.count))
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append(("moved", touches.count))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append(("ended", touches.count))
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchLog.append(("cancelled", touches.count))
    }

    var touchPhases: [String] { touchLog.map(\.phase) }
}
