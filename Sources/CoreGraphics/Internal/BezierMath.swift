/// Evaluation, extrema and flattening of quadratic and cubic Bézier segments.
enum BezierMath {
    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a coordinate of the quadratic reaches an extreme.
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a, b, e) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + e
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0, t < 1 { result.append(t) }
            }
        }
        return result
    }

    /// Parameters in (0, 1) where a coordinate of the cubic reaches an extreme (roots of the
    /// derivative, a quadratic per axis).
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B'(t)/3 = a t² + b t + c
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    result.append((-b + root) / (2 * a))
                    result.append((-b - root) / (2 * a))
                }
            }
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }

    /// Number of line segments that approximate a curve with the given control polygon to
    /// within about `tolerance`.
    static func segmentCount(controlPolygon points: [CGPoint], tolerance: CGFloat) -> Int {
        var length: CGFloat = 0
        for i in 1..<points.count {
            length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
        }
        guard length.isFinite else { return 1 }
        let count = (length / max(tolerance, 1e-3)).squareRoot().rounded(.up)
        return Int(max(1, min(1000, count)))
    }
}
