extension UIColor {
    // UIKit: the classic colors use these exact components (gray or RGB model).
    private static let _black = UIColor(white: 0, alpha: 1)
    public class var black: UIColor { _black }
    private static let _darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public class var darkGray: UIColor { _darkGray }
    private static let _lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public class var lightGray: UIColor { _lightGray }
    private static let _white = UIColor(white: 1, alpha: 1)
    public class var white: UIColor { _white }
    private static let _gray = UIColor(white: 0.5, alpha: 1)
    public class var gray: UIColor { _gray }
    private static let _clear = UIColor(white: 0, alpha: 0)
    public class var clear: UIColor { _clear }
    private static let _red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public class var red: UIColor { _red }
    private static let _green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public class var green: UIColor { _green }
    private static let _blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public class var blue: UIColor { _blue }
    private static let _cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public class var cyan: UIColor { _cyan }
    private static let _yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public class var yellow: UIColor { _yellow }
    private static let _magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public class var magenta: UIColor { _magenta }
    private static let _orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public class var orange: UIColor { _orange }
    private static let _purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public class var purple: UIColor { _purple }
    private static let _brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public class var brown: UIColor { _brown }

    // UIKit: semantic and system colors, light-appearance values (sRGB 0-255 / 255).
    // Dark-appearance variants arrive with trait collections.
    private static let _systemRed = UIColor(model: .rgb, red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1, systemName: "systemRedColor")
    public class var systemRed: UIColor { _systemRed }
    private static let _systemOrange = UIColor(model: .rgb, red: 255.0 / 255, green: 149.0 / 255, blue: 0.0 / 255, alpha: 1, systemName: "systemOrangeColor")
    public class var systemOrange: UIColor { _systemOrange }
    private static let _systemYellow = UIColor(model: .rgb, red: 255.0 / 255, green: 204.0 / 255, blue: 0.0 / 255, alpha: 1, systemName: "systemYellowColor")
    public class var systemYellow: UIColor { _systemYellow }
    private static let _systemGreen = UIColor(model: .rgb, red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1, systemName: "systemGreenColor")
    public class var systemGreen: UIColor { _systemGreen }
    private static let _systemMint = UIColor(model: .rgb, red: 0.0 / 255, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1, systemName: "systemMintColor")
    public class var systemMint: UIColor { _systemMint }
    private static let _systemTeal = UIColor(model: .rgb, red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1, systemName: "systemTealColor")
    public class var systemTeal: UIColor { _systemTeal }
    private static let _systemCyan = UIColor(model: .rgb, red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1, systemName: "systemCyanColor")
    public class var systemCyan: UIColor { _systemCyan }
    private static let _systemBlue = UIColor(model: .rgb, red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1, systemName: "systemBlueColor")
    public class var systemBlue: UIColor { _systemBlue }
    private static let _systemIndigo = UIColor(model: .rgb, red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1, systemName: "systemIndigoColor")
    public class var systemIndigo: UIColor { _systemIndigo }
    private static let _systemPurple = UIColor(model: .rgb, red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1, systemName: "systemPurpleColor")
    public class var systemPurple: UIColor { _systemPurple }
    private static let _systemPink = UIColor(model: .rgb, red: 255.0 / 255, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1, systemName: "systemPinkColor")
    public class var systemPink: UIColor { _systemPink }
    private static let _systemBrown = UIColor(model: .rgb, red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1, systemName: "systemBrownColor")
    public class var systemBrown: UIColor { _systemBrown }
    private static let _systemGray = UIColor(model: .rgb, red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1, systemName: "systemGrayColor")
    public class var systemGray: UIColor { _systemGray }
    private static let _systemGray2 = UIColor(model: .rgb, red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1, systemName: "systemGray2Color")
    public class var systemGray2: UIColor { _systemGray2 }
    private static let _systemGray3 = UIColor(model: .rgb, red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1, systemName: "systemGray3Color")
    public class var systemGray3: UIColor { _systemGray3 }
    private static let _systemGray4 = UIColor(model: .rgb, red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1, systemName: "systemGray4Color")
    public class var systemGray4: UIColor { _systemGray4 }
    private static let _systemGray5 = UIColor(model: .rgb, red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1, systemName: "systemGray5Color")
    public class var systemGray5: UIColor { _systemGray5 }
    private static let _systemGray6 = UIColor(model: .rgb, red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1, systemName: "systemGray6Color")
    public class var systemGray6: UIColor { _systemGray6 }
    private static let _label = UIColor(model: .rgb, red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1, systemName: "labelColor")
    public class var label: UIColor { _label }
    private static let _secondaryLabel = UIColor(model: .rgb, red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6, systemName: "secondaryLabelColor")
    public class var secondaryLabel: UIColor { _secondaryLabel }
    private static let _tertiaryLabel = UIColor(model: .rgb, red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3, systemName: "tertiaryLabelColor")
    public class var tertiaryLabel: UIColor { _tertiaryLabel }
    private static let _quaternaryLabel = UIColor(model: .rgb, red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18, systemName: "quaternaryLabelColor")
    public class var quaternaryLabel: UIColor { _quaternaryLabel }
    private static let _link = UIColor(model: .rgb, red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1, systemName: "linkColor")
    public class var link: UIColor { _link }
    private static let _placeholderText = UIColor(model: .rgb, red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3, systemName: "placeholderTextColor")
    public class var placeholderText: UIColor { _placeholderText }
    private static let _separator = UIColor(model: .rgb, red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29, systemName: "separatorColor")
    public class var separator: UIColor { _separator }
    private static let _opaqueSeparator = UIColor(model: .rgb, red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1, systemName: "opaqueSeparatorColor")
    public class var opaqueSeparator: UIColor { _opaqueSeparator }
    private static let _systemBackground = UIColor(model: .rgb, red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1, systemName: "systemBackgroundColor")
    public class var systemBackground: UIColor { _systemBackground }
    private static let _secondarySystemBackground = UIColor(model: .rgb, red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1, systemName: "secondarySystemBackgroundColor")
    public class var secondarySystemBackground: UIColor { _secondarySystemBackground }
    private static let _tertiarySystemBackground = UIColor(model: .rgb, red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1, systemName: "tertiarySystemBackgroundColor")
    public class var tertiarySystemBackground: UIColor { _tertiarySystemBackground }
    private static let _systemGroupedBackground = UIColor(model: .rgb, red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1, systemName: "systemGroupedBackgroundColor")
    public class var systemGroupedBackground: UIColor { _systemGroupedBackground }
    private static let _secondarySystemGroupedBackground = UIColor(model: .rgb, red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1, systemName: "secondarySystemGroupedBackgroundColor")
    public class var secondarySystemGroupedBackground: UIColor { _secondarySystemGroupedBackground }
    private static let _tertiarySystemGroupedBackground = UIColor(model: .rgb, red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1, systemName: "tertiarySystemGroupedBackgroundColor")
    public class var tertiarySystemGroupedBackground: UIColor { _tertiarySystemGroupedBackground }
    private static let _systemFill = UIColor(model: .rgb, red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2, systemName: "systemFillColor")
    public class var systemFill: UIColor { _systemFill }
    private static let _secondarySystemFill = UIColor(model: .rgb, red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16, systemName: "secondarySystemFillColor")
    public class var secondarySystemFill: UIColor { _secondarySystemFill }
    private static let _tertiarySystemFill = UIColor(model: .rgb, red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12, systemName: "tertiarySystemFillColor")
    public class var tertiarySystemFill: UIColor { _tertiarySystemFill }
    private static let _quaternarySystemFill = UIColor(model: .rgb, red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08, systemName: "quaternarySystemFillColor")
    public class var quaternarySystemFill: UIColor { _quaternarySystemFill }
    private static let _tintColor = UIColor(model: .rgb, red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1, systemName: "tintColorColor")
    public class var tintColor: UIColor { _tintColor }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { black }
}
