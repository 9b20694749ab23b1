import UIKit

/// A plain (nonisolated) animation and layer delegate.
final class LayerObserver: NSObject, CAAnimationDelegate, CALayerDelegate {
    private(set) var stops: [Bool] = []
    private(set) var drawnRects: [CGRect] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawnRects.append(layer.bounds)
        ctx.setFillColor(UIColor.orange.cgColor)
        ctx.fill(layer.bounds)
    }
}

/// A view that is its animations' delegate, written as iOS requires in Swift 6 mode: the
/// protocol is nonisolated, so the witnesses are `nonisolated` and hop onto the main actor
/// (Core Animation calls them on the main thread).
final class SpinnerView: UIView, CAAnimationDelegate {
    private(set) var starts = 0
    private(set) var stops: [Bool] = []

    func spin() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.toValue = CGFloat.pi * 2
        rotation.duration = 1
        rotation.delegate = self
        layer.add(rotation, forKey: "spin")
    }

    nonisolated func animationDidStart(_ anim: CAAnimation) {
        MainActor.assumeIsolated { starts += 1 }
    }

    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated { stops.append(flag) }
    }
}

/// The other way iOS code adopts it: a `@preconcurrency` conformance keeps main-actor witnesses.
final class PulseView: UIView, @preconcurrency CAAnimationDelegate {
    private(set) var stops: [Bool] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
    }
}
