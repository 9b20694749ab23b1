/// The lattice every vertex of a set operation is rounded to: a power-of-two step chosen so the
/// operands' bounding box spans at most 2^28 steps (a relative precision of about 4e-9).
struct PathSnapGrid: Sendable {
    /// Largest coordinate, in steps, of a point inside the box the grid was made for.
    static let span: Double = 268_435_456 // 2^28

    let originX: Double
    let originY: Double
    let step: Double

    /// nil when the box is empty or not finite.
    init?(covering box: CGRect) {
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else {
            return nil
        }
        let extent = Swift.max(Double(box.width), Double(box.height))
        // A box of one point still gets a lattice, so that degenerate input flows through.
        let reference = extent > 0 && extent.isFinite ? extent : Swift.max(abs(Double(box.minX)), 1)
        let power = Int((reference / Self.span).exponent) + 1
        step = Double(sign: .plus, exponent: power, significand: 1)
        originX = (Double(box.minX) / step).rounded(.down) * step
        originY = (Double(box.minY) / step).rounded(.down) * step
    }

    func snap(_ p: CGPoint) -> GridPoint {
        GridPoint(x: Int64(((Double(p.x) - originX) / step).rounded()),
                  y: Int64(((Double(p.y) - originY) / step).rounded()))
    }

    func point(_ g: GridPoint) -> CGPoint {
        CGPoint(x: originX + Double(g.x) * step, y: originY + Double(g.y) * step)
    }
}
