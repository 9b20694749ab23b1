/// Where two outlines touch: the normal from the first to the second, and the contact points
/// with their separations (negative: overlapping).
struct DynamicsManifold {
    var normal: DynamicsVector
    var points: [(position: DynamicsVector, separation: Double)]
}
