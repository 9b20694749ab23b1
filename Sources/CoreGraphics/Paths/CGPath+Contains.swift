internal import CCairo

extension CGPath {
    /// Whether `point` (first transformed by `transform`) is inside the path under `rule`.
    /// Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        guard p.isFinite, !elements.isEmpty else { return false }
        let box = boundingBox
        guard p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else { return false }
        return CairoPath.withScratchContext { cr in
            CairoPath.replay(elements, into: cr)
            cairo_set_fill_rule(cr, CairoPath.fillRule(rule))
            return cairo_in_fill(cr, Double(p.x), Double(p.y)) != 0
        }
    }
}
