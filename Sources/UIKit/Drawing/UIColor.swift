@_spi(Diagnostics) import CoreGraphics
internal import CMainThread

/// An object that stores color data (UIKit). Colors are immutable and may be shared
/// between threads. Two color models are kept apart as on iOS: gray (white + alpha) and
/// RGB (extended sRGB), so that `UIColor.white` and `UIColor(red: 1, green: 1, blue: 1,
/// alpha: 1)` are not equal, exactly as `isEqual(_:)` reports on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    /// Must stay the first stored property: colors are attribute values of attributed strings
    /// (see `FoundationBridgingGuard`).
    private let foundationBridgingGuard = FoundationBridgingGuard.word

    enum Model: Sendable {
        case gray
        case rgb
    }

    // Set only while the color is made (vars so that the internal convenience initializers
    // below can set what the public designated ones leave at their defaults).
    private(set) var storedModel: Model
    let storedRed: CGFloat
    let storedGreen: CGFloat
    let storedBlue: CGFloat
    let storedAlpha: CGFloat
    /// A name for system colors, used in `description` and equality.
    private(set) var systemName: String?
    /// The provider of a dynamic color (nil: a fixed color).
    // Not @Sendable, as in Apple's declaration: colors are resolved on the main thread.
    let provider: ((UITraitCollection) -> UIColor)?
    /// The tile of a pattern color (`init(patternImage:)`; see `UIColor+Pattern.swift`), and
    /// the prominence (`withProminence(_:)`); both set only while the color is made.
    var patternImageStorage: UIImage?
    var prominenceStorage: Prominence = .primary
    /// iOS 26: the linear exposure an HDR color was made with (1: SDR; UIColor+Exposure.swift).
    var linearExposureStorage: CGFloat = 1

    /// Whether the color depends on traits (`init(dynamicProvider:)`, system colors).
    var isDynamic: Bool { provider != nil }

    /// The fixed color this color is now: itself, or a dynamic color resolved with the
    /// current traits.
    var fixed: UIColor {
        guard provider != nil else { return self }
        // UIKit: `UIColor.tintColor` is the tint of the view being laid out or drawn.
        if systemName == UIColor.tintColorName, openuikit_is_main_thread(),
           let tint = MainActor.assumeIsolated({ UITraitCollection.currentView?.tintColor }), tint !== self {
            return tint.fixed
        }
        return resolvedColor(with: UIColor.currentTraits())
    }

    static let tintColorName = "tintColorColor"

    // Components of the fixed color (a dynamic color resolves with the current traits).
    var model: Model { fixed.storedModel }
    var red: CGFloat { fixed.storedRed }
    var green: CGFloat { fixed.storedGreen }
    var blue: CGFloat { fixed.storedBlue }
    var alphaValue: CGFloat { fixed.storedAlpha }

    // The public initializers are designated, as UIKit's are, and every designated
    // initializer is public: a subclass in another module that adds none inherits them all,
    // and the convenience ones too (`class BrandColor: UIColor {}`, then
    // `BrandColor(red:green:blue:alpha:)`, `BrandColor(hue:…)`). An internal designated
    // initializer would keep it from inheriting any convenience initializer.

    /// Components are in the extended sRGB space: values outside 0...1 are kept.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storedModel = .rgb
        storedRed = red
        storedGreen = green
        storedBlue = blue
        storedAlpha = alpha
        systemName = nil
        provider = nil
        super.init()
    }

    /// `#colorLiteral(red:green:blue:alpha:)` (Xcode's color literals; see `UIColor+Literals.swift`).
    /// Required, as on iOS: a subclass with its own designated initializer provides it.
    public required init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        storedModel = .rgb
        storedRed = CGFloat(red)
        storedGreen = CGFloat(green)
        storedBlue = CGFloat(blue)
        storedAlpha = CGFloat(alpha)
        systemName = nil
        provider = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        storedModel = .gray
        storedRed = white
        storedGreen = white
        storedBlue = white
        storedAlpha = alpha
        systemName = nil
        provider = nil
        super.init()
    }

    /// NSObject's `init()`, designated here as on iOS: opaque black.
    public override init() {
        storedModel = .gray
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 1
        systemName = nil
        provider = nil
        super.init()
    }

    convenience init(model: Model, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, systemName: String? = nil) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
        storedModel = model
        self.systemName = systemName
    }

    /// A color that depends on traits: `provider` returns the color for a trait collection
    /// (UIKit calls it when the color is resolved, e.g. while a view draws).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storedModel = .rgb
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 1
        systemName = nil
        provider = dynamicProvider
        super.init()
    }

    convenience init(systemName: String, provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider: provider)
        self.systemName = systemName
    }

    /// A color decoded from an archive (see `UIColor+Coding.swift`); nil when the archive
    /// holds no color.
    public required init?(coder: NSCoder) {
        guard let archived = UIColor._archivedColor(from: coder) else { return nil }
        storedModel = archived.model
        storedRed = archived.red
        storedGreen = archived.green
        storedBlue = archived.blue
        storedAlpha = archived.alpha
        systemName = archived.systemName
        provider = archived.provider
        super.init()
    }

    open func encode(with coder: NSCoder) { _encodeColor(with: coder) }

    /// The fixed color for `traitCollection`: a fixed color returns itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may return another dynamic color; a few levels are followed.
        for _ in 0..<8 {
            guard let provider = color.provider else { return color }
            color = provider(traitCollection)
        }
        FrameworkLog.log("UIColor.resolvedColor(with:): dynamic colors nest too deeply; clear used")
        return UIColor(white: 0, alpha: 0)
    }

    /// `UITraitCollection.current` on the main thread; elsewhere the default traits (light).
    static func currentTraits() -> UITraitCollection {
        if openuikit_is_main_thread() { return MainActor.assumeIsolated { UITraitCollection.current } }
        return UITraitCollection(userInterfaceStyle: .light)
    }


    // Designated too, as on iOS (a subclass may override them).

    /// Display P3 is approximated by sRGB (no color management yet).
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storedModel = .rgb
        storedRed = displayP3Red
        storedGreen = green
        storedBlue = blue
        storedAlpha = alpha
        systemName = nil
        provider = nil
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        storedModel = .rgb
        storedRed = r
        storedGreen = g
        storedBlue = b
        storedAlpha = alpha
        systemName = nil
        provider = nil
        super.init()
    }

    /// A gray color for a two-component (gray) `CGColor`, else RGB.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if c.count == 2 {
            storedModel = .gray
            storedRed = c[0]
            storedGreen = c[0]
            storedBlue = c[0]
            storedAlpha = c[1]
        } else {
            let rgba = cgColor.rgba
            storedModel = .rgb
            storedRed = rgba.red
            storedGreen = rgba.green
            storedBlue = rgba.blue
            storedAlpha = rgba.alpha
        }
        systemName = nil
        provider = nil
        super.init()
    }

    /// The Core Graphics color with the same components. UIKit: a dynamic color gives its
    /// color for `UITraitCollection.current`.
    open var cgColor: CGColor {
        if let patternImageStorage { return patternCGColor(patternImageStorage) }
        let color = fixed
        switch color.storedModel {
        case .gray: return CGColor(gray: color.storedRed, alpha: color.storedAlpha)
        case .rgb:
            return CGColor(red: color.storedRed, green: color.storedGreen, blue: color.storedBlue, alpha: color.storedAlpha)
        }
    }

    /// A color with the same components and the given alpha (a dynamic color stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let patternImageStorage { return UIColor(patternImage: patternImageStorage, alpha: alpha) }
        if let provider {
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        let color = UIColor(model: storedModel, red: storedRed, green: storedGreen, blue: storedBlue, alpha: alpha)
        color.linearExposureStorage = linearExposureStorage
        return color
    }

    /// The alpha component.
    public var cgAlpha: CGFloat { alphaValue }

    /// UIKit: a dynamic color equals only itself (system colors: the same system color).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        guard prominenceStorage == other.prominenceStorage, linearExposureStorage == other.linearExposureStorage else {
            return false
        }
        if patternImageStorage != nil || other.patternImageStorage != nil {
            return patternImageStorage === other.patternImageStorage && storedAlpha == other.storedAlpha
        }
        if provider != nil || other.provider != nil {
            return self === other || (systemName != nil && systemName == other.systemName)
        }
        return storedModel == other.storedModel && storedRed == other.storedRed && storedGreen == other.storedGreen
            && storedBlue == other.storedBlue && storedAlpha == other.storedAlpha
    }

    nonisolated open override var hash: Int {
        var hasher = Hasher()
        if provider != nil {
            if let systemName { hasher.combine(systemName) } else { hasher.combine(ObjectIdentifier(self)) }
            return hasher.finalize()
        }
        hasher.combine(storedRed)
        hasher.combine(storedGreen)
        hasher.combine(storedBlue)
        hasher.combine(storedAlpha)
        return hasher.finalize()
    }

    /// iOS prints the color space and components, e.g. `UIExtendedSRGBColorSpace 1 0 0 1`.
    nonisolated open override var description: String {
        func f(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
        }
        if let patternImageStorage { return "<UIDynamicPatternColor: image = \(patternImageStorage)>" }
        let color = fixed
        let base: String
        switch color.storedModel {
        case .gray: base = "UIExtendedGrayColorSpace \(f(color.storedRed)) \(f(color.storedAlpha))"
        case .rgb:
            base = "UIExtendedSRGBColorSpace \(f(color.storedRed)) \(f(color.storedGreen)) \(f(color.storedBlue)) \(f(color.storedAlpha))"
        }
        if let systemName { return "<UIDynamicSystemColor: \(systemName); \(base)>" }
        return provider == nil ? base : "<UIDynamicProviderColor: \(base)>"
    }
}
