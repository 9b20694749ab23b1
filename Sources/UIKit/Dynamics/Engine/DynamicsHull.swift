import Foundation

/// A convex outline for the dynamics engine: a polygon (points in order, outward normal per
/// edge) or a two-sided segment (two points, normals n and -n). Collisions between two hulls
/// use the separating-axis test and clip the incident edge against the reference edge, which
/// gives up to two contact points (enough for a box resting flat).
struct DynamicsHull {
    var points: [DynamicsVector]
    var normals: [DynamicsVector]

    /// The convex hull of `points` (the collision outline must be convex, as UIKit requires of
    /// `collisionBoundingPath`; a concave outline is replaced by its hull).
    static func polygon(_ input: [DynamicsVector]) -> DynamicsHull? {
        let hull = convexHull(input.filter(\.isFinite))
        guard hull.count >= 3 else { return nil }
        var centroid = DynamicsVector.zero
        for p in hull { centroid += p }
        centroid = centroid * (1 / Double(hull.count))
        var normals: [DynamicsVector] = []
        normals.reserveCapacity(hull.count)
        for i in hull.indices {
            var n = (hull[(i + 1) % hull.count] - hull[i]).perpendicular.normalized
            if n.dot(hull[i] - centroid) < 0 { n = -n }
            normals.append(n)
        }
        return DynamicsHull(points: hull, normals: normals)
    }

    static func segment(_ a: DynamicsVector, _ b: DynamicsVector) -> DynamicsHull? {
        let n = (b - a).perpendicular.normalized
        guard n != .zero else { return nil }
        return DynamicsHull(points: [a, b], normals: [n, -n])
    }

    /// An outline of `size` centred on the origin.
    static func rectangle(_ size: CGSize) -> DynamicsHull {
        let w = max(Double(size.width), 1e-3) / 2, h = max(Double(size.height), 1e-3) / 2
        return polygon([DynamicsVector(x: -w, y: -h), DynamicsVector(x: w, y: -h),
                        DynamicsVector(x: w, y: h), DynamicsVector(x: -w, y: h)])!
    }

    /// An ellipse inscribed in `size` as a 32-sided polygon (ours: UIKit's ellipse is exact).
    static func ellipse(_ size: CGSize) -> DynamicsHull {
        let a = max(Double(size.width), 1e-3) / 2, b = max(Double(size.height), 1e-3) / 2
        let sides = 32
        let points = (0..<sides).map { i -> DynamicsVector in
            let t = Double(i) / Double(sides) * 2 * Double.pi
            return DynamicsVector(x: a * cos(t), y: b * sin(t))
        }
        return polygon(points)!
    }

    /// The farthest a point of the outline is from the origin.
    var radius: Double { points.reduce(0) { max($0, $1.length) } }

    /// The outline rotated by (`cos`, `sin`) then moved by `offset`.
    func transformed(by offset: DynamicsVector, cos c: Double, sin s: Double) -> DynamicsHull {
        DynamicsHull(points: points.map { $0.rotated(cos: c, sin: s) + offset },
                     normals: normals.map { $0.rotated(cos: c, sin: s) })
    }

    /// Sets this outline (of the same number of points) to `local` rotated by (`cos`, `sin`)
    /// then moved by `offset`, in place (no new arrays each step), widening `box` to hold it.
    mutating func place(_ local: DynamicsHull, offset: DynamicsVector, cos c: Double, sin s: Double, box: inout DynamicsBox) {
        for i in local.points.indices {
            let p = local.points[i].rotated(cos: c, sin: s) + offset
            points[i] = p
            normals[i] = local.normals[i].rotated(cos: c, sin: s)
            box.include(p)
        }
    }

    /// Andrew's monotone chain; points in counterclockwise order in a y-up frame.
    private static func convexHull(_ input: [DynamicsVector]) -> [DynamicsVector] {
        let sorted = input.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func turn(_ o: DynamicsVector, _ a: DynamicsVector, _ b: DynamicsVector) -> Double { (a - o).cross(b - o) }
        var lower: [DynamicsVector] = [], upper: [DynamicsVector] = []
        for p in sorted {
            while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 1e-9 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 1e-9 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    // MARK: Collision

    /// Where `a` and `b` touch or come within `margin` of each other: the normal points from
    /// `a` to `b`; each point lies on the incident outline with its separation (negative when
    /// the outlines overlap).
    static func collide(_ a: DynamicsHull, _ b: DynamicsHull, margin: Double) -> DynamicsManifold? {
        let (separationA, edgeA) = maxSeparation(a, b)
        if separationA > margin { return nil }
        let (separationB, edgeB) = maxSeparation(b, a)
        if separationB > margin { return nil }
        let flip = separationB > separationA + 1e-3
        let reference = flip ? b : a, incident = flip ? a : b
        let edge = flip ? edgeB : edgeA
        let normal = reference.normals[edge]
        var incidentEdge = 0
        var lowest = Double.infinity
        for i in incident.normals.indices {
            let d = incident.normals[i].dot(normal)
            if d < lowest { lowest = d; incidentEdge = i }
        }
        let r1 = reference.points[edge], r2 = reference.points[(edge + 1) % reference.points.count]
        let tangent = (r2 - r1).normalized
        var clipped = Clip(incident.points[incidentEdge], incident.points[(incidentEdge + 1) % incident.points.count])
        clipped.clip(-tangent, -tangent.dot(r1))
        clipped.clip(tangent, tangent.dot(r2))
        var manifold = DynamicsManifold(normal: flip ? -normal : normal)
        for i in 0..<clipped.count {
            let p = clipped[i]
            let separation = normal.dot(p - r1)
            if separation <= margin { manifold.append(p, separation) }
        }
        return manifold.count == 0 ? nil : manifold
    }

    /// The contact of this outline with the half-plane { p : n·(p - origin) ≥ 0 } (a wall of
    /// the reference bounds, `n` pointing into the room): up to the two deepest points (the
    /// earlier of equally deep ones first); the normal points from the outline into the wall.
    func collide(halfPlaneThrough origin: DynamicsVector, normal n: DynamicsVector, margin: Double) -> DynamicsManifold? {
        var deepest = DynamicsManifold.Point(position: .zero, separation: .infinity)
        var next = deepest
        for p in points {
            let separation = n.dot(p - origin)
            guard separation <= margin else { continue }
            if separation < deepest.separation {
                next = deepest
                deepest = DynamicsManifold.Point(position: p, separation: separation)
            } else if separation < next.separation {
                next = DynamicsManifold.Point(position: p, separation: separation)
            }
        }
        guard deepest.separation.isFinite else { return nil }
        var manifold = DynamicsManifold(normal: -n)
        manifold.append(deepest.position, deepest.separation)
        if next.separation.isFinite { manifold.append(next.position, next.separation) }
        return manifold
    }

    private static func maxSeparation(_ a: DynamicsHull, _ b: DynamicsHull) -> (Double, Int) {
        var best = -Double.infinity, bestEdge = 0
        for i in a.normals.indices {
            let n = a.normals[i], v = a.points[i]
            var lowest = Double.infinity
            for p in b.points { lowest = min(lowest, n.dot(p - v)) }
            if lowest > best { best = lowest; bestEdge = i }
        }
        return (best, bestEdge)
    }

    /// Up to three points of a clipped segment (held inline: no allocation).
    private struct Clip {
        var count = 2
        var p0: DynamicsVector, p1: DynamicsVector, p2 = DynamicsVector.zero

        init(_ a: DynamicsVector, _ b: DynamicsVector) {
            p0 = a
            p1 = b
        }

        subscript(index: Int) -> DynamicsVector { index == 0 ? p0 : index == 1 ? p1 : p2 }

        private mutating func append(_ p: DynamicsVector, to out: inout (Int, DynamicsVector, DynamicsVector, DynamicsVector)) {
            switch out.0 {
            case 0: out.1 = p
            case 1: out.2 = p
            default: out.3 = p
            }
            out.0 += 1
        }

        /// Keeps the part of the segment where n·p ≤ offset (a shorter list is filtered).
        mutating func clip(_ n: DynamicsVector, _ offset: Double) {
            var out = (0, DynamicsVector.zero, DynamicsVector.zero, DynamicsVector.zero)
            if count < 2 {
                for i in 0..<count where n.dot(self[i]) - offset <= 0 { append(self[i], to: &out) }
            } else {
                let v0 = p0, v1 = p1
                let d0 = n.dot(v0) - offset, d1 = n.dot(v1) - offset
                if d0 <= 0 { append(v0, to: &out) }
                if d1 <= 0 { append(v1, to: &out) }
                if d0 * d1 < 0 { append(v0 + (v1 - v0) * (d0 / (d0 - d1)), to: &out) }
            }
            (count, p0, p1, p2) = out
        }
    }
}
