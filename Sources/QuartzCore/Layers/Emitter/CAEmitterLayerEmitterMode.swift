/// Where on its shape a `CAEmitterLayer` emits (Core Animation's raw values).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// From points of the shape (its area, as `.surface`, for rectangles and circles).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// From the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// From the shape's area.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// From the shape's volume (the default; its area once flattened).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
