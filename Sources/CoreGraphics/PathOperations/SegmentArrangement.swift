/// Splits the edges of two sets of polygons wherever they cross or touch, and merges pieces that
/// coincide, so that no two resulting segments meet except at shared end points.
///
/// Snap rounding (Hobby 1999; Guibas and Marimont 1998): every vertex and every rounded
/// crossing is a "hot pixel", the unit square of the lattice around it, and every edge is bent
/// through the centers of the hot pixels it passes through. Crossings are found by a sweep over
/// the edges sorted by their left end, with exact integer orientation tests. Touching vertices,
/// coincident and overlapping edges all come out as shared vertices and merged segments.
struct SegmentArrangement {
    struct Edge {
        var a: GridPoint
        var b: GridPoint
        /// 0: first operand, 1: second.
        var operand: Int
    }

    private(set) var segments: [ArrangementSegment] = []

    init(edges input: [Edge]) {
        let edges = input.filter { $0.a != $0.b }
        var hot = Set<GridPoint>()
        for e in edges { hot.insert(e.a); hot.insert(e.b) }
        Self.forEachCrossing(of: edges) { hot.insert($0) }
        let pixels = hot.sorted()

        var merged: [Pair: (Int, Int)] = [:]
        var keys: [Pair] = []
        for e in edges {
            var points = Self.hotPixels(crossedBy: e, in: pixels)
            points.sort { GridPoint.dot(e.a, e.b, $0) < GridPoint.dot(e.a, e.b, $1) }
            var previous = e.a
            for p in points + [e.b] where p != previous {
                let forward = previous < p
                let key = forward ? Pair(start: previous, end: p) : Pair(start: p, end: previous)
                let sign = forward ? 1 : -1
                if merged[key] == nil { keys.append(key) }
                var deltas = merged[key] ?? (0, 0)
                if e.operand == 0 { deltas.0 += sign } else { deltas.1 += sign }
                merged[key] = deltas
                previous = p
            }
        }
        for key in keys {
            let deltas = merged[key]!
            // Boundaries that cancel out (an edge drawn there and back) separate nothing.
            guard deltas.0 != 0 || deltas.1 != 0 else { continue }
            segments.append(ArrangementSegment(start: key.start, end: key.end,
                                               firstDelta: deltas.0, secondDelta: deltas.1))
        }
    }

    private struct Pair: Hashable {
        var start: GridPoint
        var end: GridPoint
    }

    /// Calls `body` with the rounded point of every proper crossing of two edges.
    private static func forEachCrossing(of edges: [Edge], _ body: (GridPoint) -> Void) {
        let order = edges.indices.sorted { Swift.min(edges[$0].a.x, edges[$0].b.x) < Swift.min(edges[$1].a.x, edges[$1].b.x) }
        for (rank, i) in order.enumerated() {
            let e = edges[i]
            let maxX = Swift.max(e.a.x, e.b.x)
            let minY = Swift.min(e.a.y, e.b.y), maxY = Swift.max(e.a.y, e.b.y)
            for j in order[(rank + 1)...] {
                let f = edges[j]
                if Swift.min(f.a.x, f.b.x) > maxX { break }
                if Swift.max(f.a.y, f.b.y) < minY || Swift.min(f.a.y, f.b.y) > maxY { continue }
                if let p = GridPoint.crossing(e.a, e.b, f.a, f.b) { body(p) }
            }
        }
    }

    /// The hot pixels (sorted) whose unit squares the edge passes through, its own ends excepted.
    private static func hotPixels(crossedBy e: Edge, in pixels: [GridPoint]) -> [GridPoint] {
        let minX = Swift.min(e.a.x, e.b.x) - 1, maxX = Swift.max(e.a.x, e.b.x) + 1
        let minY = Swift.min(e.a.y, e.b.y) - 1, maxY = Swift.max(e.a.y, e.b.y) + 1
        // First pixel with x ≥ minX.
        var low = 0, high = pixels.count
        while low < high {
            let mid = (low + high) / 2
            if pixels[mid].x < minX { low = mid + 1 } else { high = mid }
        }
        var result: [GridPoint] = []
        // Doubled coordinates put the square's corners on the lattice.
        let a = GridPoint(x: 2 * e.a.x, y: 2 * e.a.y), b = GridPoint(x: 2 * e.b.x, y: 2 * e.b.y)
        var index = low
        while index < pixels.count, pixels[index].x <= maxX {
            let p = pixels[index]
            index += 1
            guard p.y >= minY, p.y <= maxY, p != e.a, p != e.b else { continue }
            let cx = 2 * p.x, cy = 2 * p.y
            guard cx + 1 >= Swift.min(a.x, b.x), cx - 1 <= Swift.max(a.x, b.x),
                  cy + 1 >= Swift.min(a.y, b.y), cy - 1 <= Swift.max(a.y, b.y) else { continue }
            var positive = false, negative = false
            for (dx, dy) in [(-1, -1), (1, -1), (1, 1), (-1, 1)] as [(Int64, Int64)] {
                let side = GridPoint.orientation(a, b, GridPoint(x: cx + dx, y: cy + dy))
                if side > 0 { positive = true } else if side < 0 { negative = true } else { positive = true; negative = true }
            }
            if positive && negative { result.append(p) }
        }
        return result
    }
}
