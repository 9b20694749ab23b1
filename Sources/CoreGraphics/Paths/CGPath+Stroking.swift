extension CGPath {
    /// The area a stroke of this path would paint, as a path to fill with the nonzero winding
    /// rule.
    ///
    /// Differs from CoreGraphics in shape, not in area: curves are flattened (to within 0.05
    /// units) and the outline is a union of overlapping pieces (one per segment, join and cap)
    /// rather than one merged contour. `contains(_:)` and filling give the stroked area.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth.isFinite, miterLimit.isFinite, transform.isFinite else {
            FrameworkLog.log("CGPath.copy(strokingWithWidth:...): non-finite parameters; returning an empty path")
            return CGPath(elements: [])
        }
        let stroker = PathStroker(width: abs(lineWidth), cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let outline = stroker.outline(of: elements)
        return CGPath(elements: transform == .identity ? outline : outline.map { $0.applying(transform) })
    }

    /// The "on" intervals of a dash pattern along this path, as open subpaths.
    ///
    /// CoreGraphics: `lengths` alternate painted and unpainted lengths; `phase` is how far into
    /// the pattern the path starts. An empty or all-zero pattern returns the path unchanged.
    /// Differs from CoreGraphics: curves are flattened into line segments.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard phase.isFinite, transform.isFinite else {
            FrameworkLog.log("CGPath.copy(dashingWithPhase:...): non-finite parameters; returning an empty path")
            return CGPath(elements: [])
        }
        let dashed = PathStroker.dash(elements, phase: phase, lengths: lengths, tolerance: 0.05)
        return CGPath(elements: transform == .identity ? dashed : dashed.map { $0.applying(transform) })
    }
}

// The C functions `CGPathCreateCopyByStrokingPath` / `CGPathCreateCopyByDashingPath` as Swift
// imports them (refined for Swift: the `copy(...)` methods above are the preferred spelling,
// but iOS code calls these too, e.g. `CGPath(__byStroking: path, transform: nil, ...)!`).
extension CGPath {
    /// The stroked outline of `path` (see `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`),
    /// transformed by `transform` when given; nil for non-finite parameters.
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
                             lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        let matrix = transform?.pointee ?? .identity
        guard lineWidth.isFinite, miterLimit.isFinite, matrix.isFinite else { return nil }
        let stroked = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                miterLimit: miterLimit, transform: matrix)
        self.init(elements: stroked.elements)
    }

    /// The dashed copy of `path` with `count` lengths read from `lengths` (see
    /// `copy(dashingWithPhase:lengths:transform:)`); nil for a non-finite phase or transform.
    public convenience init?(__byDashing path: CGPath, transform: UnsafePointer<CGAffineTransform>?, phase: CGFloat,
                             lengths: UnsafePointer<CGFloat>?, count: Int) {
        let matrix = transform?.pointee ?? .identity
        guard phase.isFinite, matrix.isFinite else { return nil }
        let pattern = lengths.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        self.init(elements: path.copy(dashingWithPhase: phase, lengths: pattern, transform: matrix).elements)
    }
}
