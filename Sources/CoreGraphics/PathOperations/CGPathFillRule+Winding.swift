extension CGPathFillRule {
    /// Whether a point around which the path winds `winding` times is filled under this rule.
    func fills(winding: Int) -> Bool {
        switch self {
        case .winding: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }
}
