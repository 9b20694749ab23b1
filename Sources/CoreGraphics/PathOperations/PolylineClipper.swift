/// Clips the lines of one path (its subpaths as drawn by a stroke) by the filled area of another.
///
/// Each line is split where it crosses or touches the area's boundary; a piece is inside when its
/// midpoint is filled under the rule, or lies on the boundary (the area counts as closed).
/// Core Graphics: subpaths that are cut come out open; a closed subpath that is kept whole
/// stays closed.
enum PolylineClipper {
    static func clip(_ lines: [FlattenedSubpath], by area: [FlattenedSubpath], rule: CGPathFillRule,
                     keepingInside: Bool) -> [FlattenedSubpath] {
        let box = FlattenedSubpath.bounds(of: (lines + area).map(\.points))
        guard let grid = PathSnapGrid(covering: box) else { return [] }
        var boundary: [ArrangementSegment] = []
        for subpath in area {
            let points = subpath.points.map(grid.snap)
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                guard a != b else { continue }
                boundary.append(a < b ? ArrangementSegment(start: a, end: b, firstDelta: 1, secondDelta: 0)
                                      : ArrangementSegment(start: b, end: a, firstDelta: -1, secondDelta: 0))
            }
        }
        let caster = WindingRayCaster(segments: boundary)
        var result: [FlattenedSubpath] = []
        for line in lines {
            var points = line.points.map(grid.snap)
            if line.isClosed, let first = points.first { points.append(first) }
            var pieces: [(from: GridPoint, to: GridPoint, kept: Bool)] = []
            for i in 0..<(points.count - 1) where points[i] != points[i + 1] {
                var cuts = splitPoints(points[i], points[i + 1], boundary)
                cuts.sort { GridPoint.dot(points[i], points[i + 1], $0) < GridPoint.dot(points[i], points[i + 1], $1) }
                var previous = points[i]
                for p in cuts + [points[i + 1]] where p != previous {
                    let inside = isInside(from: previous, to: p, boundary: boundary, caster: caster, rule: rule)
                    pieces.append((previous, p, inside == keepingInside))
                    previous = p
                }
            }
            result += runs(of: pieces, closed: line.isClosed).map {
                FlattenedSubpath(points: $0.points.map(grid.point), isClosed: $0.closed)
            }
        }
        return result
    }

    private static func splitPoints(_ a: GridPoint, _ b: GridPoint, _ boundary: [ArrangementSegment]) -> [GridPoint] {
        var cuts: [GridPoint] = []
        for s in boundary {
            if Swift.max(s.start.x, s.end.x) < Swift.min(a.x, b.x) || Swift.min(s.start.x, s.end.x) > Swift.max(a.x, b.x)
                || Swift.max(s.start.y, s.end.y) < Swift.min(a.y, b.y) || Swift.min(s.start.y, s.end.y) > Swift.max(a.y, b.y) {
                continue
            }
            var touched = false
            for p in [s.start, s.end] where p.touchesInterior(of: a, b) {
                cuts.append(p)
                touched = true
            }
            if touched { continue }
            if let p = GridPoint.crossing(a, b, s.start, s.end), p != a, p != b { cuts.append(p) }
        }
        return cuts
    }

    private static func isInside(from a: GridPoint, to b: GridPoint, boundary: [ArrangementSegment],
                                 caster: WindingRayCaster, rule: CGPathFillRule) -> Bool {
        let mid = GridPoint(x: a.x + b.x, y: a.y + b.y)
        for s in boundary {
            let start = GridPoint(x: 2 * s.start.x, y: 2 * s.start.y), end = GridPoint(x: 2 * s.end.x, y: 2 * s.end.y)
            if mid == start || mid == end { return true }
            if GridPoint.orientation(start, end, mid) == 0 {
                let along = GridPoint.dot(start, end, mid)
                if along > 0, along < GridPoint.dot(start, end, end) { return true }
            }
        }
        return rule.fills(winding: caster.windings(atDoubled: mid, vertical: false).first)
    }

    /// Joins consecutive kept pieces into polylines.
    private static func runs(of pieces: [(from: GridPoint, to: GridPoint, kept: Bool)], closed: Bool) -> [(points: [GridPoint], closed: Bool)] {
        guard !pieces.isEmpty else { return [] }
        if pieces.allSatisfy(\.kept) {
            var points = [pieces[0].from] + pieces.map(\.to)
            if closed { points.removeLast() }
            return [(points, closed)]
        }
        var runs: [[GridPoint]] = []
        var current: [GridPoint] = []
        for piece in pieces {
            if piece.kept {
                if current.isEmpty { current = [piece.from] }
                current.append(piece.to)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty {
            // A closed line cut somewhere else continues through its start point.
            if closed, pieces[0].kept, !runs.isEmpty {
                runs[0] = current + runs[0].dropFirst()
            } else {
                runs.append(current)
            }
        }
        return runs.map { ($0, false) }
    }
}
