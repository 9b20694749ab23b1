// Scrolling through the closest ancestor `CAScrollLayer` (Core Animation's CALayer
// additions): a layer asks the scroll layer above it to bring a point or rectangle into view.
extension CALayer {
    /// The closest ancestor scroll layer (not the layer itself).
    var enclosingScrollLayer: CAScrollLayer? {
        var current = superlayer
        while let layer = current {
            if let scroll = layer as? CAScrollLayer { return scroll }
            current = layer.superlayer
        }
        return nil
    }

    /// Scrolls the closest ancestor scroll layer so that `p` (in this layer's space) is at its
    /// bounds' origin. No effect without one.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(p, from: self))
    }

    /// Scrolls the closest ancestor scroll layer as little as makes `r` (in this layer's
    /// space) visible. No effect without one.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(r, from: self))
    }

    /// The part of the bounds the closest ancestor scroll layer shows, in this layer's space
    /// (the bounds without one; `.zero` when nothing is visible).
    public var visibleRect: CGRect {
        guard let scrollLayer = enclosingScrollLayer else { return bounds }
        let visible = convert(scrollLayer.bounds, from: scrollLayer).intersection(bounds)
        return visible.isNull ? .zero : visible
    }
}
