/// A color space (CoreGraphics). OpenUIKit draws in sRGB; gray is kept as its own model so
/// that `numberOfComponents` and `components` read as on Apple platforms.
public final class CGColorSpace: Equatable, Hashable, @unchecked Sendable {
    public let model: CGColorSpaceModel
    public let name: CFString?
    /// A pattern space's base space (the space of an uncolored pattern's color); nil otherwise.
    public let baseColorSpace: CGColorSpace?

    init(model: CGColorSpaceModel, name: CFString?, baseColorSpace: CGColorSpace? = nil) {
        self.model = model
        self.name = name
        self.baseColorSpace = baseColorSpace
    }

    /// Returns nil for a name OpenUIKit does not support, as CoreGraphics does.
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.genericRGBLinear,
             CGColorSpace.displayP3, CGColorSpace.linearSRGB:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
            self.init(model: .monochrome, name: name)
        case CGColorSpace.genericCMYK:
            self.init(model: .cmyk, name: name)
        default:
            return nil
        }
    }

    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb: return 3
        case .cmyk: return 4
        default: return 0
        }
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model.rawValue)
        hasher.combine(name)
    }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"

    static let deviceRGB = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    static let deviceGray = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
    static let deviceCMYK = CGColorSpace(model: .cmyk, name: CGColorSpace.genericCMYK)
}

/// Foundation on Linux has no CFString bridging for our purposes; a String stands in.
public typealias CFString = String

/// Foundation on Linux has no CFArray: a Swift array of any elements stands in, so iOS's
/// `[color1, color2] as CFArray` compiles unchanged where CoreGraphics takes one.
public typealias CFArray = [Any]

public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace.deviceCMYK }
