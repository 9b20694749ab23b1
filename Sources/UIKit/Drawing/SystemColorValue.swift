/// One appearance of a system color: sRGB components 0-255 and an alpha.
struct SystemColorValue: Sendable {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    var color: UIColor {
        UIColor(model: .rgb, red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, systemName: nil)
    }
}

extension UIColor {
    /// A system color: the value for the appearance (dark when the style is dark, light
    /// otherwise), the increased-contrast value when the contrast is high, the elevated value
    /// for an elevated level in dark appearance.
    static func system(_ name: String, light: SystemColorValue, dark: SystemColorValue,
                       lightHighContrast: SystemColorValue? = nil, darkHighContrast: SystemColorValue? = nil,
                       darkElevated: SystemColorValue? = nil) -> UIColor {
        let lightColor = light.color, darkColor = dark.color
        let lightContrast = lightHighContrast?.color, darkContrast = darkHighContrast?.color
        let elevated = darkElevated?.color
        return UIColor(systemName: name) { traits in
            let high = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark {
                if high, let darkContrast { return darkContrast }
                if traits.userInterfaceLevel == .elevated, let elevated { return elevated }
                return darkColor
            }
            if high, let lightContrast { return lightContrast }
            return lightColor
        }
    }
}
