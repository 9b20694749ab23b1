/// The ends of a `CAShapeLayer`'s stroked open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}
