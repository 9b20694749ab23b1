@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A pan that begins only for fingers that start at an edge of the screen (UIKit).
///
/// The first finger must come down within 13 points of one of `edges` (11 points for the
/// bottom edge) of the window — OpenUIKit's stand-in for the screen — and then move 15
/// points, roughly away from that edge; otherwise the gesture fails.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// UIKit's edge-pan settings: the edge region is 13 pt wide (11 pt at the bottom) and
    /// the finger must travel 15 pt (`_UIScreenEdgePanRecognizerEdgeSettings`).
    static let edgeRegionSize: CGFloat = 13
    static let bottomEdgeRegionSize: CGFloat = 11
    /// UIKit accepts movement within a 155° window (2.705 rad) centered on the direction
    /// away from the edge, i.e. up to 77.5° off the inward normal.
    static let edgeAngleWindow: CGFloat = 2.70526034

    override var hysteresis: CGFloat { 15 }

    /// The edges the gesture starts from. UIKit's default is none, which never begins.
    open var edges: UIRectEdge = []

    /// The edge the first finger came down at.
    private var startEdge: UIRectEdge?

    override func panTouchesDidBegin(_ touches: Set<UITouch>, with event: UIEvent) {
        guard startEdge == nil, let touch = panTouches.first, touches.contains(touch) else { return }
        guard let window = touch.window else { return }
        let point = touch.locationInWindow
        let bounds = window.bounds
        let candidates: [(UIRectEdge, CGFloat, CGFloat)] = [
            (.left, point.x - bounds.minX, Self.edgeRegionSize),
            (.right, bounds.maxX - point.x, Self.edgeRegionSize),
            (.top, point.y - bounds.minY, Self.edgeRegionSize),
            (.bottom, bounds.maxY - point.y, Self.bottomEdgeRegionSize),
        ]
        let matches = candidates.filter { edges.contains($0.0) && $0.1 >= -1 && $0.1 <= $0.2 }
        guard let nearest = matches.min(by: { $0.1 < $1.1 }) else {
            requestTransition(to: .failed, reason: edges.isEmpty
                ? "edges is empty"
                : "the touch began \(Int(saturating: candidates.filter { edges.contains($0.0) }.map(\.1).min() ?? 0)) pt from the nearest watched edge (needs ≤ \(Int(Self.edgeRegionSize)) pt)")
            return
        }
        startEdge = nearest.0
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let startEdge, panTouches.count >= max(1, minimumNumberOfTouches) else { return false }
        let distance = hypot(translation.x, translation.y)
        guard distance >= hysteresis else { return false }
        let inward: CGPoint
        switch startEdge {
        case .left: inward = CGPoint(x: 1, y: 0)
        case .right: inward = CGPoint(x: -1, y: 0)
        case .top: inward = CGPoint(x: 0, y: 1)
        default: inward = CGPoint(x: 0, y: -1)
        }
        let cosine = (translation.x * inward.x + translation.y * inward.y) / distance
        if cosine >= cos(Self.edgeAngleWindow / 2) { return true }
        requestTransition(to: .failed, reason: "the finger moved away from the edge at \(Int(saturating: acos(max(-1, min(1, cosine))) * 180 / .pi))° off the inward direction")
        return false
    }

    override func prepareForReset() {
        super.prepareForReset()
        startEdge = nil
    }
}
