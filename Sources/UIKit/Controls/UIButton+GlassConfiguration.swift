extension UIButton.Configuration {
    // iOS 26 Liquid Glass button styles. OpenUIKit draws the glass as a capsule with a
    // translucent fill (the glass material's look in `UIGlassEffect`; no refraction), keeping
    // `background.visualEffect` set to the glass effect. Foreground colors follow the plain and
    // filled styles they resemble (assumed: Apple documents no colors).

    /// A glass capsule; content in the tint color.
    public static func glass() -> UIButton.Configuration {
        glassConfiguration(style: .gray, glass: .regular, fill: UIColor(white: 1, alpha: 0.35))
    }

    /// A clear glass capsule, for controls over media; content in the tint color.
    public static func clearGlass() -> UIButton.Configuration {
        glassConfiguration(style: .gray, glass: .clear, fill: UIColor(white: 1, alpha: 0.12))
    }

    /// A glass capsule filled with the tint color; white content.
    public static func prominentGlass() -> UIButton.Configuration {
        glassConfiguration(style: .filled, glass: .regular, fill: nil)
    }

    /// A clear glass capsule filled with the tint color; white content.
    public static func prominentClearGlass() -> UIButton.Configuration {
        glassConfiguration(style: .filled, glass: .clear, fill: nil)
    }

    private static func glassConfiguration(style: ButtonConfigurationStyle, glass: UIGlassEffect.Style,
                                           fill: UIColor?) -> UIButton.Configuration {
        var configuration = UIButton.Configuration(style: style)
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = fill
        let effect = MainActor.assumeIsolated { UIGlassEffect(style: glass) }
        configuration.background.visualEffect = effect
        return configuration
    }
}
