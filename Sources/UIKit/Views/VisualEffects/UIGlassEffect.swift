import Foundation

/// iOS 26 Liquid Glass: a translucent material shown by a `UIVisualEffectView`.
///
/// OpenUIKit draws it as a light blur of what is behind the view under a translucent tint
/// (`tintColor`, or white in the light appearance and dark gray in the dark one; lighter for
/// `.clear`) with a thin light rim along the view's shape. Refraction, specular highlights and
/// the interactive response to touches (`isInteractive`) are not drawn: Linux has no glass
/// renderer (`isInteractive` is kept).
@preconcurrency @MainActor
open class UIGlassEffect: UIVisualEffect {
    /// The variants of glass.
    public enum Style: Int, Sendable {
        /// The standard glass.
        case regular = 0
        /// More transparent glass, for content over rich media.
        case clear = 1
    }

    /// The style the effect was made with.
    let style: Style

    /// Whether the glass reacts to touches (kept; not drawn here).
    open var isInteractive = false

    /// The tint of the glass (nil: the material's own).
    open var tintColor: UIColor?

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Regular glass.
    public override convenience init() {
        self.init(style: .regular)
    }

    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UIGlassEffectStyle")) ?? .regular
        isInteractive = coder.decodeBool(forKey: "UIGlassEffectInteractive")
        tintColor = coder.decodeObject(forKey: "UIGlassEffectTintColor") as? UIColor
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(style.rawValue, forKey: "UIGlassEffectStyle")
        coder.encode(isInteractive, forKey: "UIGlassEffectInteractive")
        if let tintColor { coder.encode(tintColor, forKey: "UIGlassEffectTintColor") }
    }

    /// A glass effect is mutable: a copy is a new effect with the same settings (an effect
    /// view keeps the copy it was given).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGlassEffect(style: style)
        copy.isInteractive = isInteractive
        copy.tintColor = tintColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIGlassEffect else { return false }
        return other.style == style && other.isInteractive == isInteractive && other.tintColor == tintColor
    }

    open override var hash: Int { style.rawValue &* 31 &+ (isInteractive ? 1 : 0) }

    /// The blur's standard deviation in points (ours: glass blurs lightly).
    var blurRadius: CGFloat { style == .regular ? 6 : 2 }

    /// The fill drawn over the blur.
    func fillColor(dark: Bool) -> UIColor {
        if let tintColor {
            // A tinted glass shows its tint through the material (ours: at half its alpha).
            return tintColor.withAlphaComponent(tintColor.cgAlpha * 0.5)
        }
        let alpha: CGFloat = style == .regular ? 0.35 : 0.12
        return dark ? UIColor(white: 0.15, alpha: alpha + 0.15) : UIColor(white: 1, alpha: alpha)
    }

    /// The rim: a hairline of light along the shape.
    func rimColor(dark: Bool) -> UIColor {
        UIColor(white: 1, alpha: dark ? 0.25 : 0.6)
    }
}
