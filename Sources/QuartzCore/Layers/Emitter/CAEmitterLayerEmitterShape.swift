/// The shape particles of a `CAEmitterLayer` are emitted from (Core Animation's raw values).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `emitterPosition` itself (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth` (flattened: its rectangle).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width / 2` centred on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of that radius (flattened: its circle).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}
