/// The shape of a `CAGradientLayer`'s gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Varies along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Varies outward from `startPoint`; `endPoint` sets the ellipse's radii.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Varies with the angle around `startPoint`, starting toward `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
