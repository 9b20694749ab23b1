extension CGPath {
    /// The path with every curve replaced by line segments that stay within `threshold` of it
    /// (iOS 16). Moves, lines and closes are kept as they are.
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = threshold.isFinite && threshold > 0 ? threshold : 0.5
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.append(element)
                current = p
                start = p
            case .line(let p):
                result.append(element)
                current = p
            case .quad(let c, let p):
                let n = Self.wangSegmentCount(secondDifferences: [Self.secondDifference(current, c, p)],
                                              degree: 2, tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    result.append(.line(i == n ? p : BezierMath.quadPoint(current, c, p, t)))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let differences = [Self.secondDifference(current, c1, c2), Self.secondDifference(c1, c2, p)]
                let n = Self.wangSegmentCount(secondDifferences: differences, degree: 3, tolerance: tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    result.append(.line(i == n ? p : BezierMath.cubicPoint(current, c1, c2, p, t)))
                }
                current = p
            case .close:
                result.append(element)
                current = start
            }
        }
        return CGPath(elements: result)
    }

    private static func secondDifference(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y)
    }

    /// Wang's bound: n segments keep a degree-d Bézier's chords within `tolerance` when
    /// n ≥ √(d(d−1)/8 · max‖Pᵢ − 2Pᵢ₊₁ + Pᵢ₊₂‖ / tolerance).
    private static func wangSegmentCount(secondDifferences: [CGFloat], degree: Int, tolerance: CGFloat) -> Int {
        let m = secondDifferences.max() ?? 0
        let factor = CGFloat(degree * (degree - 1)) / 8
        let n = (factor * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(Swift.max(1, Swift.min(10_000, n)))
    }
}
