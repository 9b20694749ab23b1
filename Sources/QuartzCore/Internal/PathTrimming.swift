/// The part of a path between two fractions of its length, for `CAShapeLayer`'s
/// `strokeStart` / `strokeEnd`. Curves are measured and cut as polylines (fine enough that
/// the difference is below a pixel at usual sizes).
enum PathTrimming {
    private struct Subpath {
        var points: [CGPoint]
        var closed: Bool
    }

    /// The point `fraction` of the way along the path's length (its start or end beyond
    /// 0...1); nil for an empty path.
    static func point(along path: CGPath, atFraction fraction: CGFloat) -> CGPoint? {
        let subpaths = flatten(path).filter { !$0.points.isEmpty }
        guard let first = subpaths.first?.points.first else { return nil }
        var segments: [(CGPoint, CGPoint, CGFloat)] = []
        for subpath in subpaths {
            let points = subpath.closed ? subpath.points + [subpath.points[0]] : subpath.points
            for i in 1..<Swift.max(1, points.count) {
                let a = points[i - 1], b = points[i]
                segments.append((a, b, hypot(b.x - a.x, b.y - a.y)))
            }
        }
        let total = segments.reduce(0) { $0 + $1.2 }
        guard total > 0 else { return first }
        var remaining = Swift.max(0, Swift.min(1, fraction)) * total
        for (a, b, length) in segments {
            if remaining <= length, length > 0 {
                let t = remaining / length
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return segments.last.map { $0.1 } ?? first
    }

    static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let from = Swift.max(0, Swift.min(1, start)), to = Swift.max(0, Swift.min(1, end))
        let result = CGMutablePath()
        guard to > from else { return result }
        let subpaths = flatten(path)
        var lengths: [[CGFloat]] = []
        var total: CGFloat = 0
        for subpath in subpaths {
            var segmentLengths: [CGFloat] = []
            for i in 1..<Swift.max(1, subpath.points.count) {
                let a = subpath.points[i - 1], b = subpath.points[i]
                segmentLengths.append(hypot(b.x - a.x, b.y - a.y))
            }
            total += segmentLengths.reduce(0, +)
            lengths.append(segmentLengths)
        }
        guard total > 0 else { return result }
        let startLength = from * total, endLength = to * total
        var travelled: CGFloat = 0
        for (s, subpath) in subpaths.enumerated() {
            var drawing = false
            for (i, length) in lengths[s].enumerated() {
                let a = subpath.points[i], b = subpath.points[i + 1]
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard segmentEnd > startLength, segmentStart < endLength, length > 0 else { continue }
                let t0 = Swift.max(0, (startLength - segmentStart) / length)
                let t1 = Swift.min(1, (endLength - segmentStart) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing {
                    result.move(to: p0)
                    drawing = true
                }
                result.addLine(to: p1)
            }
            // The whole of a closed subpath keeps its closing join.
            if subpath.closed, from == 0, to == 1, drawing { result.closeSubpath() }
        }
        return result
    }

    private static func flatten(_ path: CGPath) -> [Subpath] {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var start = CGPoint.zero, last = CGPoint.zero
        func finish() {
            if let c = current, c.points.count > 1 { subpaths.append(c) }
            current = nil
        }
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                finish()
                start = points[0]; last = start
                current = Subpath(points: [start], closed: false)
            case .addLineToPoint:
                if current == nil { current = Subpath(points: [last], closed: false) }
                current?.points.append(points[0]); last = points[0]
            case .addQuadCurveToPoint:
                if current == nil { current = Subpath(points: [last], closed: false) }
                let p0 = last, c = points[0], p1 = points[1]
                for k in 1...24 {
                    let t = CGFloat(k) / 24, u = 1 - t
                    current?.points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                                                   y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
                last = p1
            case .addCurveToPoint:
                if current == nil { current = Subpath(points: [last], closed: false) }
                let p0 = last, c1 = points[0], c2 = points[1], p1 = points[2]
                for k in 1...32 {
                    let t = CGFloat(k) / 32, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current?.points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                                                   y: a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
                last = p1
            case .closeSubpath:
                if current != nil {
                    current?.points.append(start)
                    current?.closed = true
                }
                finish()
                last = start
            }
        }
        finish()
        return subpaths
    }
}
