/// Turns a path into the polygons (or polylines) the set operations work on.
///
/// Curves are flattened with `CGPath.flattened(threshold:)` to within `tolerance(for:)`.
/// A subpath with a coordinate that is not finite, or beyond ±1e15, is left out whole: it has
/// no area Core Graphics could fill, and dropping it keeps the engine's arithmetic exact.
enum PathFlattener {
    static let coordinateLimit: CGFloat = 1e15

    /// 0.01 (a hundredth of a point); a path smaller than 10 points in both directions gets a
    /// thousandth of its size instead, so that small shapes keep their outline.
    static func tolerance(for box: CGRect) -> CGFloat {
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return 0.01 }
        let extent = Swift.max(box.width, box.height)
        return extent > 0 && extent < 10 ? extent / 1000 : 0.01
    }

    static func subpaths(of path: CGPath) -> [FlattenedSubpath] {
        guard !path.isEmpty else { return [] }
        let flat = path.flattened(threshold: tolerance(for: finiteBox(of: path)))
        var result: [FlattenedSubpath] = []
        var points: [CGPoint] = []
        var valid = true
        var start = CGPoint.zero
        var last: CGPoint?

        func finish(closed: Bool) {
            if valid, points.count >= 2 {
                if closed, points.count > 2, points.last == points.first { points.removeLast() }
                result.append(FlattenedSubpath(points: points, isClosed: closed))
            }
            points = []
            valid = true
        }
        func add(_ p: CGPoint) {
            guard isUsable(p) else {
                valid = false
                return
            }
            if points.last != p { points.append(p) }
        }

        for element in flat.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                add(p)
                last = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                // Core Graphics: drawing on after a close starts a new subpath at the closed one's start.
                if points.isEmpty, let from = last { add(from) }
                add(p)
                last = p
            case .close:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    /// The bounding box of the path's usable points (a NaN must not set the tolerance).
    private static func finiteBox(of path: CGPath) -> CGRect {
        FlattenedSubpath.bounds(of: [path.elements.flatMap(\.points).filter(isUsable)])
    }

    static func isUsable(_ p: CGPoint) -> Bool {
        p.x.isFinite && p.y.isFinite && abs(p.x) <= coordinateLimit && abs(p.y) <= coordinateLimit
    }
}
