/// Turns a path into the outline of its stroke, and into dashes.
///
/// Cairo has no public "stroke to path", so the outline is built here from flattened
/// subpaths: one quadrilateral per segment, plus join and cap pieces, every piece oriented the
/// same way. Filled with the nonzero winding rule (the default fill rule), the union of the
/// pieces is exactly the stroked area.
struct PathStroker {
    var width: CGFloat
    var cap: CGLineCap
    var join: CGLineJoin
    var miterLimit: CGFloat
    /// Maximum distance between a curve and its flattened polyline.
    var tolerance: CGFloat = 0.05

    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    // MARK: - Flattening

    static func flatten(_ elements: [PathElement], tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var currentLine: Polyline?
        // After a close, a segment without a move continues from the closed subpath's start.
        var pendingStart: CGPoint?
        var last = CGPoint.zero
        func append(_ p: CGPoint) {
            if currentLine == nil, let start = pendingStart {
                currentLine = Polyline(points: [start], closed: false)
            }
            currentLine?.points.append(p)
        }
        for element in elements {
            switch element {
            case .move(let p):
                if let line = currentLine { result.append(line) }
                currentLine = Polyline(points: [p], closed: false)
                pendingStart = nil
                last = p
            case .line(let p):
                append(p)
                last = p
            case .quad(let c, let p):
                let n = BezierMath.segmentCount(controlPolygon: [last, c, p], tolerance: tolerance)
                for i in 1...n { append(BezierMath.quadPoint(last, c, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .cubic(let c1, let c2, let p):
                let n = BezierMath.segmentCount(controlPolygon: [last, c1, c2, p], tolerance: tolerance)
                for i in 1...n { append(BezierMath.cubicPoint(last, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .close:
                if var line = currentLine {
                    line.closed = true
                    result.append(line)
                    last = line.points[0]
                    pendingStart = last
                    currentLine = nil
                }
            }
        }
        if let line = currentLine { result.append(line) }
        return result
    }

    // MARK: - Stroking

    func outline(of elements: [PathElement]) -> [PathElement] {
        guard width > 0 else { return [] }
        var pieces: [PathElement] = []
        for line in Self.flatten(elements, tolerance: tolerance) {
            strokePolyline(line, into: &pieces)
        }
        return pieces
    }

    private func strokePolyline(_ line: Polyline, into pieces: inout [PathElement]) {
        var points: [CGPoint] = []
        for p in line.points where points.last != p { points.append(p) }
        if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
        let hw = width / 2
        if points.count == 1 {
            // CoreGraphics draws a zero-length open subpath as a dot with round or square caps.
            guard !line.closed else { return }
            let p = points[0]
            switch cap {
            case .round: addCircle(center: p, radius: hw, into: &pieces)
            case .square: addPolygon([CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                                      CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)], into: &pieces)
            case .butt: break
            }
            return
        }
        let segmentCount = line.closed ? points.count : points.count - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % points.count]
            let n = normal(from: a, to: b, length: hw)
            addPolygon([CGPoint(x: a.x + n.dx, y: a.y + n.dy), CGPoint(x: b.x + n.dx, y: b.y + n.dy),
                        CGPoint(x: b.x - n.dx, y: b.y - n.dy), CGPoint(x: a.x - n.dx, y: a.y - n.dy)], into: &pieces)
        }
        let joinIndices = line.closed ? Array(0..<points.count) : Array(1..<max(1, points.count - 1))
        for i in joinIndices {
            let previous = points[(i - 1 + points.count) % points.count]
            let next = points[(i + 1) % points.count]
            addJoin(at: points[i], from: previous, to: next, into: &pieces)
        }
        if !line.closed {
            addCap(at: points[0], awayFrom: points[1], into: &pieces)
            addCap(at: points[points.count - 1], awayFrom: points[points.count - 2], into: &pieces)
        }
    }

    private func normal(from a: CGPoint, to b: CGPoint, length: CGFloat) -> CGVector {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = hypot(dx, dy)
        guard l > 0 else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: -dy / l * length, dy: dx / l * length)
    }

    private func addJoin(at v: CGPoint, from previous: CGPoint, to next: CGPoint, into pieces: inout [PathElement]) {
        let hw = width / 2
        let d0 = unit(from: previous, to: v), d1 = unit(from: v, to: next)
        let cross = d0.dx * d1.dy - d0.dy * d1.dx
        let dot = d0.dx * d1.dx + d0.dy * d1.dy
        if abs(cross) < 1e-9, dot > 0 { return } // straight on
        if join == .round {
            addCircle(center: v, radius: hw, into: &pieces)
            return
        }
        // The outer side of the turn: right of the path for a left (counterclockwise) turn.
        let sign: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGVector(dx: -d0.dy * hw * sign, dy: d0.dx * hw * sign)
        let n1 = CGVector(dx: -d1.dy * hw * sign, dy: d1.dx * hw * sign)
        let o0 = CGPoint(x: v.x + n0.dx, y: v.y + n0.dy)
        let o1 = CGPoint(x: v.x + n1.dx, y: v.y + n1.dy)
        if join == .miter {
            // The angle φ between the segments; the miter is 1 / sin(φ/2) line widths long.
            let phi = acos(max(-1, min(1, -dot)))
            let ratio = 1 / sin(phi / 2)
            if ratio.isFinite, ratio <= miterLimit {
                let bx = n0.dx + n1.dx, by = n0.dy + n1.dy
                let bl = hypot(bx, by)
                if bl > 0 {
                    let tip = CGPoint(x: v.x + bx / bl * hw * ratio, y: v.y + by / bl * hw * ratio)
                    addPolygon([v, o0, tip, o1], into: &pieces)
                    return
                }
            }
        }
        addPolygon([v, o0, o1], into: &pieces)
    }

    private func addCap(at end: CGPoint, awayFrom neighbor: CGPoint, into pieces: inout [PathElement]) {
        let hw = width / 2
        switch cap {
        case .butt:
            break
        case .round:
            addCircle(center: end, radius: hw, into: &pieces)
        case .square:
            let d = unit(from: neighbor, to: end)
            let n = CGVector(dx: -d.dy * hw, dy: d.dx * hw)
            let out = CGPoint(x: end.x + d.dx * hw, y: end.y + d.dy * hw)
            addPolygon([CGPoint(x: end.x + n.dx, y: end.y + n.dy), CGPoint(x: out.x + n.dx, y: out.y + n.dy),
                        CGPoint(x: out.x - n.dx, y: out.y - n.dy), CGPoint(x: end.x - n.dx, y: end.y - n.dy)],
                       into: &pieces)
        }
    }

    private func unit(from a: CGPoint, to b: CGPoint) -> CGVector {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = hypot(dx, dy)
        return l > 0 ? CGVector(dx: dx / l, dy: dy / l) : CGVector(dx: 0, dy: 0)
    }

    /// Adds a closed polygon with positive (counterclockwise in y-up) orientation.
    private func addPolygon(_ polygon: [CGPoint], into pieces: inout [PathElement]) {
        var area: CGFloat = 0
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        pieces.append(.move(ordered[0]))
        for p in ordered.dropFirst() { pieces.append(.line(p)) }
        pieces.append(.close)
    }

    /// A circle sweeping toward increasing angles, which is positive orientation.
    private func addCircle(center: CGPoint, radius: CGFloat, into pieces: inout [PathElement]) {
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        pieces.append(contentsOf: circle.elements)
    }

    // MARK: - Dashing

    /// Open polylines for the "on" intervals of the dash pattern, starting `phase` into it.
    static func dash(_ elements: [PathElement], phase: CGFloat, lengths: [CGFloat], tolerance: CGFloat) -> [PathElement] {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0 else { return elements }
        let lines = flatten(elements, tolerance: tolerance)
        var length: CGFloat = 0
        for line in lines {
            for i in 1..<max(1, line.points.count) {
                length += hypot(line.points[i].x - line.points[i - 1].x, line.points[i].y - line.points[i - 1].y)
            }
        }
        // A pattern far finer than the path would produce millions of dashes; draw it solid.
        guard length.isFinite, length / total <= 100_000 else {
            FrameworkLog.log("CGPath.copy(dashingWithPhase:): dash pattern too fine for the path; left undashed")
            return elements
        }
        var result: [PathElement] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Position in the pattern.
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset >= lengths[index] {
                offset -= lengths[index]
                index = (index + 1) % lengths.count
            }
            var remaining = lengths[index] - offset
            var on = index % 2 == 0
            var penDown = false
            for i in 1..<points.count {
                var a = points[i - 1]
                let b = points[i]
                var segmentLeft = hypot(b.x - a.x, b.y - a.y)
                while segmentLeft > 0 {
                    let step = min(segmentLeft, remaining)
                    let t = step / segmentLeft
                    let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        if !penDown { result.append(.move(a)); penDown = true }
                        result.append(.line(p))
                    }
                    segmentLeft -= step
                    remaining -= step
                    a = p
                    if remaining <= 0 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        on = index % 2 == 0
                        penDown = false
                    }
                }
            }
        }
        return result
    }
}
