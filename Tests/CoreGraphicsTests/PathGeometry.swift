import CoreGraphics

/// Measures of flattened paths for the set-operation tests: shoelace areas, lengths, the
/// polylines and element types a path holds.
enum PathGeometry {
    /// The subpaths as point lists (curves reduced to their end points), and whether each is closed.
    static func subpaths(_ path: CGPath) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: result.append(([e.points[0]], false))
            case .addLineToPoint: result[result.count - 1].points.append(e.points[0])
            case .addQuadCurveToPoint: result[result.count - 1].points.append(e.points[1])
            case .addCurveToPoint: result[result.count - 1].points.append(e.points[2])
            case .closeSubpath: result[result.count - 1].closed = true
            }
        }
        return result
    }

    /// The filled area of a path without self-overlaps: the sum of its subpaths' signed
    /// shoelace areas (outer boundaries and holes turn opposite ways), taken positive.
    static func area(_ path: CGPath) -> Double {
        var sum = 0.0
        for subpath in subpaths(path) {
            let points = subpath.points
            for i in points.indices {
                let p = points[i], q = points[(i + 1) % points.count]
                sum += Double(p.x * q.y - q.x * p.y)
            }
        }
        return abs(sum) / 2
    }

    /// The total length of the lines, closing segments included.
    static func length(_ path: CGPath) -> Double {
        var total = 0.0
        for subpath in subpaths(path) {
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            for i in points.indices.dropLast() {
                total += Double(hypot(points[i + 1].x - points[i].x, points[i + 1].y - points[i].y))
            }
        }
        return total
    }

    static func polylines(_ path: CGPath) -> [[CGPoint]] {
        subpaths(path).map(\.points)
    }

    static func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    /// The distance from `p` to the nearest edge of any subpath (each taken closed).
    static func distanceToEdges(_ p: CGPoint, _ path: CGPath) -> CGFloat {
        var best = CGFloat.infinity
        for subpath in subpaths(path) {
            let points = subpath.points
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let length2 = dx * dx + dy * dy
                let t = length2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0
                best = min(best, hypot(p.x - a.x - t * dx, p.y - a.y - t * dy))
            }
        }
        return best
    }
}
