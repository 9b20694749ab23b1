/// Groups the rings of a normalized area into separately filled pieces: each outer ring
/// (counterclockwise, y up) with the holes (clockwise) directly inside it.
enum RingComponents {
    static func components(of rings: [[CGPoint]]) -> [[[CGPoint]]] {
        var outers: [(ring: [CGPoint], area: Double)] = []
        var holes: [[CGPoint]] = []
        for ring in rings {
            let area = PolygonBoolean.doubledArea(ring)
            if area > 0 { outers.append((ring, area)) } else if area < 0 { holes.append(ring) }
        }
        var groups = outers.map { [$0.ring] }
        for hole in holes {
            // A hole edge's midpoint is never on another ring: the rings share no edges.
            let probe = CGPoint(x: (hole[0].x + hole[1].x) / 2, y: (hole[0].y + hole[1].y) / 2)
            var owner: Int?
            for (i, outer) in outers.enumerated() where evenOddContains(outer.ring, probe) {
                if owner == nil || outer.area < outers[owner!].area { owner = i }
            }
            if let owner { groups[owner].append(hole) }
        }
        return groups
    }

    static func evenOddContains(_ ring: [CGPoint], _ p: CGPoint) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.y > p.y) != (b.y > p.y) {
                let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if p.x < x { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}
