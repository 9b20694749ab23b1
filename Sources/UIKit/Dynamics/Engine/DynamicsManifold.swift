/// Where two outlines touch: the normal from the first to the second, and up to two contact
/// points with their separations (negative: overlapping). Fixed-size, so finding contacts
/// allocates nothing.
struct DynamicsManifold {
    struct Point {
        var position: DynamicsVector
        var separation: Double
    }

    var normal: DynamicsVector
    var count = 0
    var first = Point(position: .zero, separation: 0)
    var second = Point(position: .zero, separation: 0)

    init(normal: DynamicsVector) {
        self.normal = normal
    }

    subscript(index: Int) -> Point { index == 0 ? first : second }

    mutating func append(_ position: DynamicsVector, _ separation: Double) {
        if count == 0 { first = Point(position: position, separation: separation) } else { second = Point(position: position, separation: separation) }
        count += 1
    }
}
