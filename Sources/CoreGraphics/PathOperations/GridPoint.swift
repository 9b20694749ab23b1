/// A vertex on the snapping lattice (`PathSnapGrid`), in lattice units. Integer coordinates make
/// equal points compare equal and keep the orientation tests exact.
struct GridPoint: Hashable, Sendable, Comparable {
    var x: Int64
    var y: Int64

    static func < (a: GridPoint, b: GridPoint) -> Bool {
        a.x != b.x ? a.x < b.x : a.y < b.y
    }

    /// Twice the signed area of the triangle a, b, c: positive when c is left of a→b (y up).
    /// Exact: coordinates stay below 2^30, so the products stay below 2^62.
    static func orientation(_ a: GridPoint, _ b: GridPoint, _ c: GridPoint) -> Int64 {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    static func dot(_ a: GridPoint, _ b: GridPoint, _ c: GridPoint) -> Int64 {
        (b.x - a.x) * (c.x - a.x) + (b.y - a.y) * (c.y - a.y)
    }

    /// The rounded crossing of segments a–b and c–d when they cross properly (each one's ends
    /// strictly on both sides of the other); nil otherwise.
    static func crossing(_ a: GridPoint, _ b: GridPoint, _ c: GridPoint, _ d: GridPoint) -> GridPoint? {
        let d1 = orientation(c, d, a), d2 = orientation(c, d, b)
        let d3 = orientation(a, b, c), d4 = orientation(a, b, d)
        guard d1.signum() * d2.signum() < 0, d3.signum() * d4.signum() < 0 else { return nil }
        let t = Double(d1) / (Double(d1) - Double(d2))
        return GridPoint(x: Int64((Double(a.x) + t * Double(b.x - a.x)).rounded()),
                         y: Int64((Double(a.y) + t * Double(b.y - a.y)).rounded()))
    }

    /// Whether `self` lies strictly inside segment a–b, within one lattice step of it.
    func touchesInterior(of a: GridPoint, _ b: GridPoint) -> Bool {
        guard self != a, self != b else { return false }
        let along = Self.dot(a, b, self)
        let length2 = Self.dot(a, b, b)
        guard along > 0, along < length2 else { return false }
        let cross = Double(Self.orientation(a, b, self))
        return cross * cross <= Double(length2)
    }
}
