import UIKit

/// An animation and layer delegate that is a plain class, as iOS code writes it.
final class LayerObserver: NSObject, CAAnimationDelegate, CALayerDelegate {
    private(set) var started = 0
    private(set) var stops: [Bool] = []
    private(set) var drawnRects: [CGRect] = []

    func animationDidStart(_ anim: CAAnimation) {
        started += 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawnRects.append(layer.bounds)
        ctx.setFillColor(UIColor.orange.cgColor)
        ctx.fill(layer.bounds)
    }
}

/// A helper that makes a badge view from nonisolated code (Swift 5 mode: a warning at most, as
/// against Apple's SDK).
struct BadgeFactory {
    func makeBadge(_ count: Int) -> UILabel {
        let label = UILabel()
        label.text = "\(count)"
        label.font = .systemFont(ofSize: 12)
        label.sizeToFit()
        return label
    }
}
