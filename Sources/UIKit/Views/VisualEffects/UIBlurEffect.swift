import Foundation

/// A blur of the content behind a `UIVisualEffectView`, with the style's tint over it.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The style the effect was made with (UIKit keeps it private; OpenUIKit uses it to draw).
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        let raw = coder.decodeInteger(forKey: "UIBlurEffectStyle")
        style = Style(rawValue: raw) ?? .regular
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(style.rawValue, forKey: "UIBlurEffectStyle")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    open override var hash: Int { style.rawValue }

    /// The blur's standard deviation in points.
    // UIKit: Apple's iOS 7 blur sample (WWDC 2013, UIImage+ImageEffects, whose radius is the
    // Gaussian's standard deviation in points) publishes 30 for the light effect and 20 for
    // extra light and dark, each with a 1.8 saturation boost (not applied here). Apple
    // publishes no radius for the other styles: 20 is assumed, a material's thickness showing
    // in its tint.
    var blurRadius: CGFloat { style == .light ? 30 : 20 }

    /// The tint drawn over the blur for `style`, in the light or dark appearance (the
    /// adaptive styles follow the view's `userInterfaceStyle`).
    // UIKit: the same sample's tints: light white 1.0 at 30 %, extra light white 0.97 at 82 %,
    // dark white 0.11 at 73 %. The materials' alphas (30 % to 85 % by thickness) are assumed:
    // Apple publishes none.
    func tintColor(dark: Bool) -> UIColor {
        let lightTint = UIColor(white: 1, alpha: 1), darkTint = UIColor(white: 0.11, alpha: 1)
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.82)
        case .light: return lightTint.withAlphaComponent(0.3)
        case .dark: return darkTint.withAlphaComponent(0.73)
        // UIKit: regular shows light or dark, prominent extra light or dark, by the appearance.
        case .regular: return dark ? darkTint.withAlphaComponent(0.73) : lightTint.withAlphaComponent(0.3)
        case .prominent: return dark ? darkTint.withAlphaComponent(0.73) : UIColor(white: 0.97, alpha: 0.82)
        default: break
        }
        let thickness: CGFloat
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: thickness = 0.3
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: thickness = 0.55
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: thickness = 0.85
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: thickness = 0.8
        default: thickness = 0.7
        }
        let useDark: Bool
        switch style {
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight: useDark = false
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark: useDark = true
        default: useDark = dark
        }
        return (useDark ? darkTint : lightTint).withAlphaComponent(thickness)
    }
}
