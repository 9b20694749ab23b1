extension CGContext {
    /// Draws the layer's contents scaled to fill `rect` (user space), upright in CoreGraphics'
    /// y-up space as the layer's context drew them.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.snapshot() else { return }
        draw(image, in: rect)
    }

    /// Draws the layer's contents at its own size with its origin at `point` (user space).
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
