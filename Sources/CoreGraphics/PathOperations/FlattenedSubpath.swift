/// One subpath of a path after its curves were flattened: the polygon or polyline the set
/// operations work on.
struct FlattenedSubpath: Sendable {
    /// The vertices, without consecutive repeats; the closing edge is not repeated.
    var points: [CGPoint]
    /// Whether the subpath ended with a close element (filling closes every subpath anyway).
    var isClosed: Bool
}

extension FlattenedSubpath {
    /// The smallest rectangle holding every point; `.null` when there is none.
    static func bounds(of pointLists: [[CGPoint]]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for list in pointLists {
            for p in list {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
