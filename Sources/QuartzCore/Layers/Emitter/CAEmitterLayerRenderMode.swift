/// The order (and blending) in which a `CAEmitterLayer` draws its particles (Core Animation's
/// raw values).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No particular order (OpenUIKit: by cell, each cell's oldest first). The default.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest drawn first (the newest on top).
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest drawn last (on top).
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth, farthest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles add their colors to what is below them.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
