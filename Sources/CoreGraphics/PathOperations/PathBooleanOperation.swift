/// Which area a path set operation keeps, given whether a point is filled by each operand.
enum PathBooleanOperation: Sendable {
    case union
    case intersection
    /// The first operand's area outside the second's.
    case subtraction
    case symmetricDifference
    /// The first operand alone: its filled area, with overlaps removed (the second is empty).
    case normalization

    func keeps(first: Bool, second: Bool) -> Bool {
        switch self {
        case .union: return first || second
        case .intersection: return first && second
        case .subtraction: return first && !second
        case .symmetricDifference: return first != second
        case .normalization: return first
        }
    }
}
