/// Winding numbers of both operands at a point, by counting signed crossings of a ray.
///
/// Points are given doubled (so that midpoints of lattice segments are integers) and every test
/// is an exact integer orientation test. A vertex on the ray counts for the edge that starts
/// or ends below it only (half-open rule), so a ray through a vertex is counted once.
struct WindingRayCaster {
    private let segments: [ArrangementSegment]

    init(segments: [ArrangementSegment]) {
        self.segments = segments
    }

    /// The windings just to the side of `point` (doubled coordinates) where a ray leaving it
    /// towards +x (or +y when `vertical`) starts, ignoring the segment at `skipping`.
    func windings(atDoubled point: GridPoint, vertical: Bool, skipping: Int? = nil) -> (first: Int, second: Int) {
        let m = vertical ? GridPoint(x: point.y, y: point.x) : point
        var first = 0, second = 0
        for (index, s) in segments.enumerated() where index != skipping {
            var a = GridPoint(x: 2 * s.start.x, y: 2 * s.start.y)
            var b = GridPoint(x: 2 * s.end.x, y: 2 * s.end.y)
            if vertical {
                a = GridPoint(x: a.y, y: a.x)
                b = GridPoint(x: b.y, y: b.x)
            }
            if a.y <= m.y, m.y < b.y {
                // Upward: the crossing is right of the point when the point is left of the edge.
                if GridPoint.orientation(a, b, m) > 0 { first += s.firstDelta; second += s.secondDelta }
            } else if b.y <= m.y, m.y < a.y {
                if GridPoint.orientation(a, b, m) < 0 { first -= s.firstDelta; second -= s.secondDelta }
            }
        }
        // Swapping x and y mirrors the plane, which negates winding numbers.
        return vertical ? (-first, -second) : (first, second)
    }

    /// The windings on the left and right of segment `index` (left of start→end, y up).
    func sideWindings(of index: Int) -> (left: (Int, Int), right: (Int, Int)) {
        let s = segments[index]
        let mid = GridPoint(x: s.start.x + s.end.x, y: s.start.y + s.end.y)
        let horizontal = s.start.y == s.end.y
        let sample = windings(atDoubled: mid, vertical: horizontal, skipping: index)
        // The ray leaves towards +x (+y for horizontal segments); is that the segment's left?
        let rayGoesLeft = horizontal ? s.end.x > s.start.x : s.end.y < s.start.y
        // Crossing a segment from its right to its left adds its deltas.
        if rayGoesLeft {
            return ((sample.first, sample.second),
                    (sample.first - s.firstDelta, sample.second - s.secondDelta))
        }
        return ((sample.first + s.firstDelta, sample.second + s.secondDelta),
                (sample.first, sample.second))
    }
}
