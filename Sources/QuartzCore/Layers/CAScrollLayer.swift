@_spi(Diagnostics) import CoreGraphics

/// A layer that shows part of its sublayers: scrolling moves its bounds' origin, which moves
/// the sublayers (Core Animation). It does not clip unless `masksToBounds` is set, and has no
/// scroll bars or gestures.
open class CAScrollLayer: CALayer {
    /// The directions `scroll(to:)` may move in (`.both`).
    open var scrollMode: CAScrollLayerScrollMode = .both

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Moves the bounds' origin to `p` (only the coordinates `scrollMode` allows change).
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            FrameworkLog.log("CAScrollLayer.scroll(to: \(p)): not a finite point; not scrolled")
            return
        }
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as makes `r` (in the layer's space) visible; a rectangle larger than
    /// the bounds shows its top-left part.
    open func scroll(to r: CGRect) {
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            FrameworkLog.log("CAScrollLayer.scroll(to: \(r)): not a finite rectangle; not scrolled")
            return
        }
        let visible = bounds
        let rect = r.standardized
        func axis(_ origin: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if high - low > length || low < origin { return low }
            if high > origin + length { return high - length }
            return origin
        }
        scroll(to: CGPoint(x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
                           y: axis(visible.minY, visible.height, rect.minY, rect.maxY)))
    }
}
