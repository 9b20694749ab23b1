/// An immutable color (CoreGraphics): components in a color space plus alpha.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    public let colorSpace: CGColorSpace?
    /// The color components followed by alpha, as CoreGraphics reports them.
    public let components: [CGFloat]?

    /// A pattern color's tile (UIKit's `UIColor(patternImage:)`): the image repeated every
    /// `patternTileSize` user units from the user-space origin, upright in a y-down space.
    /// (Set only by the pattern initializer.)
    @_spi(Rendering) public private(set) var patternImage: CGImage? = nil
    @_spi(Rendering) public private(set) var patternTileSize: CGSize = .zero
    /// The pattern of a `CGColor(patternSpace:pattern:components:)` color; nil otherwise.
    public internal(set) var pattern: CGPattern? = nil

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace.deviceRGB
        components = [red, green, blue, alpha]
    }

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.colorSpace = CGColorSpace.deviceRGB
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace.deviceGray
        components = [gray, alpha]
    }

    /// A pattern color: `image` tiled at `tileSize`, with `alpha` (its only component, as a
    /// CoreGraphics pattern color has).
    @_spi(Rendering) public init(patternImage image: CGImage, tileSize: CGSize, alpha: CGFloat) {
        colorSpace = nil
        components = [alpha]
        patternImage = image
        patternTileSize = tileSize
    }

    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.colorSpace = CGColorSpace.deviceGray
        components = [gray, alpha]
    }

    /// A color in the generic CMYK space (iOS 13): cyan, magenta, yellow, black, then alpha.
    public init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace.deviceCMYK
        components = [cyan, magenta, yellow, black, alpha]
    }

    /// Returns nil when the component count does not match the space (components + alpha).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        guard count > 1 else { return nil }
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// CoreGraphics colors are immutable: the copy is the color itself.
    public func copy() -> CGColor? { self }

    public func copy(alpha: CGFloat) -> CGColor? {
        if let patternImage { return CGColor(patternImage: patternImage, tileSize: patternTileSize, alpha: alpha) }
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    /// Red, green, blue and alpha in sRGB, whatever the color's own space. Used by renderers.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components else { return (0, 0, 0, 1) }
        switch c.count {
        case 2: return (c[0], c[0], c[0], c[1])
        case 4: return (c[0], c[1], c[2], c[3])
        case 5:
            // CMYK, naive conversion.
            let k = 1 - c[3]
            return ((1 - c[0]) * k, (1 - c[1]) * k, (1 - c[2]) * k, c[4])
        default: return (0, 0, 0, c.last ?? 1)
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
                        && lhs.patternImage === rhs.patternImage && lhs.patternTileSize == rhs.patternTileSize)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}

extension CGColor: CustomStringConvertible {
    public var description: String {
        "<CGColor \(colorSpace?.name ?? "unknown") \(components ?? [])>"
    }
}
