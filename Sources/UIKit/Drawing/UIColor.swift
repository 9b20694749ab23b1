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

    let model: Model
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alphaValue: CGFloat
    /// A name for system colors, used in `description`.
    let systemName: String?

    // The public initializers are designated, as UIKit's are, so that subclasses in other
    // modules can inherit them.

    /// Components are in the extended sRGB space: values outside 0...1 are kept.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        model = .rgb
        self.red = red
        self.green = green
        self.blue = blue
        alphaValue = alpha
        systemName = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        model = .gray
        red = white
        green = white
        blue = white
        alphaValue = alpha
        systemName = nil
        super.init()
    }

    init(model: Model, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, systemName: String? = nil) {
        self.model = model
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaValue = alpha
        self.systemName = systemName
        super.init()
    }

    /// Display P3 is approximated by sRGB (no color management yet).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if c.count == 2 {
            self.init(white: c[0], alpha: c[1])
        } else {
            let rgba = cgColor.rgba
            self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
    }

    public override convenience init() {
        self.init(white: 0, alpha: 1)
    }

    /// The Core Graphics color with the same components.
    open var cgColor: CGColor {
        switch model {
        case .gray: return CGColor(gray: red, alpha: alphaValue)
        case .rgb: return CGColor(red: red, green: green, blue: blue, alpha: alphaValue)
        }
    }

    /// A color with the same components and the given alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(model: model, red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The alpha component.
    public var cgAlpha: CGFloat { alphaValue }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return model == other.model && red == other.red && green == other.green
            && blue == other.blue && alphaValue == other.alphaValue
    }

    nonisolated open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaValue)
        return hasher.finalize()
    }

    /// iOS prints the color space and components, e.g. `UIExtendedSRGBColorSpace 1 0 0 1`.
    nonisolated open override var description: String {
        func f(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
        }
        let base: String
        switch model {
        case .gray: base = "UIExtendedGrayColorSpace \(f(red)) \(f(alphaValue))"
        case .rgb: base = "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alphaValue))"
        }
        return systemName.map { "<UIDynamicSystemColor: \($0); \(base)>" } ?? base
    }
}
