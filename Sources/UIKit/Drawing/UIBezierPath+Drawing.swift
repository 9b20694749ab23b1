// Drawing a path into the current context with its own stroke attributes (UIKit).
extension UIBezierPath {
    /// Fills the path with the context's fill color (set it with `UIColor.setFill()`).
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setFlatness(flatness)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke color and the path's line attributes.
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyStrokeAttributes(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior. UIKit: the clip stays
    /// until the graphics state is restored.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    func applyStrokeAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        let dash = lineDash
        context.setLineDash(phase: dash.phase, lengths: dash.lengths)
    }
}
