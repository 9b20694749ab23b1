/// Links directed boundary edges (the kept area on their left) into closed rings.
///
/// At a vertex shared by several rings it takes the sharpest left turn, which follows the
/// boundary of one filled face, so that shapes touching at a corner come out as separate rings.
/// Collinear vertices are dropped. Edges that do not close up (left by rounding) are discarded
/// rather than joined by an invented edge.
enum BoundaryRingTracer {
    struct DirectedEdge {
        var from: GridPoint
        var to: GridPoint
    }

    static func rings(from edges: [DirectedEdge]) -> [[GridPoint]] {
        var outgoing: [GridPoint: [Int]] = [:]
        for (i, e) in edges.enumerated() { outgoing[e.from, default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var rings: [[GridPoint]] = []
        for first in edges.indices where !used[first] {
            used[first] = true
            var ring = [edges[first].from]
            var current = first
            var closed = false
            // Every step uses an edge, so the walk ends.
            while true {
                let edge = edges[current]
                if edge.to == edges[first].from { closed = true; break }
                ring.append(edge.to)
                guard let next = sharpestLeftTurn(after: edge, among: outgoing[edge.to] ?? [], edges: edges, used: used) else { break }
                used[next] = true
                current = next
            }
            guard closed else { continue }
            let simplified = removingCollinearVertices(ring)
            if simplified.count >= 3 { rings.append(simplified) }
        }
        return rings
    }

    private static func sharpestLeftTurn(after edge: DirectedEdge, among candidates: [Int], edges: [DirectedEdge], used: [Bool]) -> Int? {
        let inX = Double(edge.to.x - edge.from.x), inY = Double(edge.to.y - edge.from.y)
        var best: Int?
        var bestAngle = -Double.infinity
        for c in candidates where !used[c] {
            let outX = Double(edges[c].to.x - edges[c].from.x), outY = Double(edges[c].to.y - edges[c].from.y)
            let angle = atan2(inX * outY - inY * outX, inX * outX + inY * outY)
            if angle > bestAngle { bestAngle = angle; best = c }
        }
        return best
    }

    /// Drops vertices where the ring goes straight on.
    static func removingCollinearVertices(_ ring: [GridPoint]) -> [GridPoint] {
        var points = ring
        var changed = true
        while changed, points.count >= 3 {
            changed = false
            var kept: [GridPoint] = []
            for i in points.indices {
                let previous = kept.last ?? points[points.count - 1]
                let next = points[(i + 1) % points.count]
                let p = points[i]
                if GridPoint.orientation(previous, p, next) == 0, GridPoint.dot(p, previous, next) <= 0 {
                    changed = true
                    continue
                }
                kept.append(p)
            }
            points = kept
        }
        return points
    }
}
