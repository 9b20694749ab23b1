/// The area operations on flattened paths: arranges both operands' edges (`SegmentArrangement`),
/// finds each operand's winding on both sides of every segment (`WindingRayCaster`), keeps the
/// segments where the result's inside changes, and links them into rings (`BoundaryRingTracer`).
///
/// Every subpath counts as closed, as when filling. Results are rings with the kept area on
/// their left (y up): outer boundaries counterclockwise, holes clockwise, no two overlapping,
/// so they fill the same area under either fill rule.
enum PolygonBoolean {
    static func rings(_ first: [FlattenedSubpath], _ second: [FlattenedSubpath],
                      operation: PathBooleanOperation, rule: CGPathFillRule) -> [[CGPoint]] {
        let box = FlattenedSubpath.bounds(of: (first + second).map(\.points))
        guard let grid = PathSnapGrid(covering: box) else { return [] }
        var edges: [SegmentArrangement.Edge] = []
        for (operand, subpaths) in [first, second].enumerated() {
            for subpath in subpaths {
                let points = subpath.points.map(grid.snap)
                for i in points.indices {
                    edges.append(.init(a: points[i], b: points[(i + 1) % points.count], operand: operand))
                }
            }
        }
        let segments = SegmentArrangement(edges: edges).segments
        let caster = WindingRayCaster(segments: segments)
        var boundary: [BoundaryRingTracer.DirectedEdge] = []
        for (index, s) in segments.enumerated() {
            let sides = caster.sideWindings(of: index)
            let left = operation.keeps(first: rule.fills(winding: sides.left.0), second: rule.fills(winding: sides.left.1))
            let right = operation.keeps(first: rule.fills(winding: sides.right.0), second: rule.fills(winding: sides.right.1))
            guard left != right else { continue }
            boundary.append(left ? .init(from: s.start, to: s.end) : .init(from: s.end, to: s.start))
        }
        return BoundaryRingTracer.rings(from: boundary).map { $0.map(grid.point) }
    }

    /// Twice the signed area of a ring (shoelace formula): positive when counterclockwise, y up.
    static func doubledArea(_ ring: [CGPoint]) -> Double {
        var sum = 0.0
        for i in ring.indices {
            let p = ring[i], q = ring[(i + 1) % ring.count]
            sum += Double(p.x) * Double(q.y) - Double(q.x) * Double(p.y)
        }
        return sum
    }
}
