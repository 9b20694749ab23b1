import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// Records a scroll view's delegate calls in order (didScroll collapsed into runs).
@MainActor
final class ScrollDelegateRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var velocities: [CGPoint] = []
    var releaseOffsets: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    var newTarget: CGPoint?
    var zoomView: UIView?

    private func record(_ call: String) {
        if call == "didScroll", calls.last == "didScroll" { return }
        calls.append(call)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { record("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        record("willEndDragging")
        velocities.append(velocity)
        releaseOffsets.append(scrollView.contentOffset)
        proposedTargets.append(targetContentOffset.pointee)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { record("didChangeAdjustedContentInset") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { record("didZoom") }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { record("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record("didEndZooming(\(scale))")
    }
}

@MainActor
enum ScrollTestSupport {
    /// A 320 × 480 window holding a full-window scroll view with tall content.
    static func makeScrollView(contentSize: CGSize = CGSize(width: 320, height: 100_000)) -> (UIWindow, UIScrollView, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = contentSize
        window.addSubview(scrollView)
        return (window, scrollView, InputSimulator(window: window))
    }

    /// The display refreshes at `rate` Hz (the scroll view steps once a frame).
    static func setRefreshRate(_ rate: Int) {
        let screen = UIScreen.main
        screen.updateDisplay(bounds: screen.bounds, scale: screen.scale, refreshRate: rate)
    }

    /// A vertical fling: the finger moves up at exactly `speed` pt/s (equal steps at equal
    /// intervals, so the pan's velocity is exact) and lifts, without waiting.
    static func flingUp(_ input: InputSimulator, speed: CGFloat, from start: CGPoint = CGPoint(x: 160, y: 470),
                        steps: Int = 24, interval: TimeInterval = 1.0 / 200, id: Int = 1) {
        let step = speed * CGFloat(interval)
        var point = start
        input.touchDown(id, at: point)
        for _ in 0..<steps {
            input.advance(by: interval)
            point.y -= step
            input.touchMove(id, to: point)
        }
        input.touchUp(id, at: point)
    }

    /// The closed form of UIKit's deceleration.
    static func closedForm(_ v0: Double, _ rate: Double, _ t: Double) -> Double {
        v0 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
    }
}
