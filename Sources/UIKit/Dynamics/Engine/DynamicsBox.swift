/// An axis-aligned box in the reference view (a body's outline bounds), for the broad phase.
struct DynamicsBox {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func include(_ p: DynamicsVector) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
}
