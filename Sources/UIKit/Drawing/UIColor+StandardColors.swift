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

    // UIKit: semantic and system colors are dynamic. Values are sRGB 0-255 and alpha, for
    // light and dark appearance (iOS 13-18); the accent colors and grays also have
    // increased-contrast values (the Human Interface Guidelines' color table), and the
    // background colors lighter "elevated" values in dark appearance (popovers, sheets,
    // `userInterfaceLevel == .elevated`).
    private static let _systemRed = UIColor.system("systemRedColor", light: SystemColorValue(255, 59, 48, 1), dark: SystemColorValue(255, 69, 58, 1), lightHighContrast: SystemColorValue(215, 0, 21, 1), darkHighContrast: SystemColorValue(255, 105, 97, 1))
    public class var systemRed: UIColor { _systemRed }
    private static let _systemOrange = UIColor.system("systemOrangeColor", light: SystemColorValue(255, 149, 0, 1), dark: SystemColorValue(255, 159, 10, 1), lightHighContrast: SystemColorValue(201, 52, 0, 1), darkHighContrast: SystemColorValue(255, 179, 64, 1))
    public class var systemOrange: UIColor { _systemOrange }
    private static let _systemYellow = UIColor.system("systemYellowColor", light: SystemColorValue(255, 204, 0, 1), dark: SystemColorValue(255, 214, 10, 1), lightHighContrast: SystemColorValue(178, 80, 0, 1), darkHighContrast: SystemColorValue(255, 212, 38, 1))
    public class var systemYellow: UIColor { _systemYellow }
    private static let _systemGreen = UIColor.system("systemGreenColor", light: SystemColorValue(52, 199, 89, 1), dark: SystemColorValue(48, 209, 88, 1), lightHighContrast: SystemColorValue(36, 138, 61, 1), darkHighContrast: SystemColorValue(48, 219, 91, 1))
    public class var systemGreen: UIColor { _systemGreen }
    private static let _systemMint = UIColor.system("systemMintColor", light: SystemColorValue(0, 199, 190, 1), dark: SystemColorValue(99, 230, 226, 1), lightHighContrast: SystemColorValue(12, 129, 123, 1), darkHighContrast: SystemColorValue(102, 212, 207, 1))
    public class var systemMint: UIColor { _systemMint }
    private static let _systemTeal = UIColor.system("systemTealColor", light: SystemColorValue(48, 176, 199, 1), dark: SystemColorValue(64, 200, 224, 1), lightHighContrast: SystemColorValue(0, 130, 153, 1), darkHighContrast: SystemColorValue(93, 230, 255, 1))
    public class var systemTeal: UIColor { _systemTeal }
    private static let _systemCyan = UIColor.system("systemCyanColor", light: SystemColorValue(50, 173, 230, 1), dark: SystemColorValue(100, 210, 255, 1), lightHighContrast: SystemColorValue(0, 113, 164, 1), darkHighContrast: SystemColorValue(112, 215, 255, 1))
    public class var systemCyan: UIColor { _systemCyan }
    private static let _systemBlue = UIColor.system("systemBlueColor", light: SystemColorValue(0, 122, 255, 1), dark: SystemColorValue(10, 132, 255, 1), lightHighContrast: SystemColorValue(0, 64, 221, 1), darkHighContrast: SystemColorValue(64, 156, 255, 1))
    public class var systemBlue: UIColor { _systemBlue }
    private static let _systemIndigo = UIColor.system("systemIndigoColor", light: SystemColorValue(88, 86, 214, 1), dark: SystemColorValue(94, 92, 230, 1), lightHighContrast: SystemColorValue(54, 52, 163, 1), darkHighContrast: SystemColorValue(125, 122, 255, 1))
    public class var systemIndigo: UIColor { _systemIndigo }
    private static let _systemPurple = UIColor.system("systemPurpleColor", light: SystemColorValue(175, 82, 222, 1), dark: SystemColorValue(191, 90, 242, 1), lightHighContrast: SystemColorValue(137, 68, 171, 1), darkHighContrast: SystemColorValue(218, 143, 255, 1))
    public class var systemPurple: UIColor { _systemPurple }
    private static let _systemPink = UIColor.system("systemPinkColor", light: SystemColorValue(255, 45, 85, 1), dark: SystemColorValue(255, 55, 95, 1), lightHighContrast: SystemColorValue(211, 15, 69, 1), darkHighContrast: SystemColorValue(255, 100, 130, 1))
    public class var systemPink: UIColor { _systemPink }
    private static let _systemBrown = UIColor.system("systemBrownColor", light: SystemColorValue(162, 132, 94, 1), dark: SystemColorValue(172, 142, 104, 1), lightHighContrast: SystemColorValue(127, 101, 69, 1), darkHighContrast: SystemColorValue(181, 148, 105, 1))
    public class var systemBrown: UIColor { _systemBrown }
    private static let _systemGray = UIColor.system("systemGrayColor", light: SystemColorValue(142, 142, 147, 1), dark: SystemColorValue(142, 142, 147, 1), lightHighContrast: SystemColorValue(108, 108, 112, 1), darkHighContrast: SystemColorValue(174, 174, 178, 1))
    public class var systemGray: UIColor { _systemGray }
    private static let _systemGray2 = UIColor.system("systemGray2Color", light: SystemColorValue(174, 174, 178, 1), dark: SystemColorValue(99, 99, 102, 1), lightHighContrast: SystemColorValue(142, 142, 147, 1), darkHighContrast: SystemColorValue(124, 124, 128, 1))
    public class var systemGray2: UIColor { _systemGray2 }
    private static let _systemGray3 = UIColor.system("systemGray3Color", light: SystemColorValue(199, 199, 204, 1), dark: SystemColorValue(72, 72, 74, 1), lightHighContrast: SystemColorValue(174, 174, 178, 1), darkHighContrast: SystemColorValue(84, 84, 86, 1))
    public class var systemGray3: UIColor { _systemGray3 }
    private static let _systemGray4 = UIColor.system("systemGray4Color", light: SystemColorValue(209, 209, 214, 1), dark: SystemColorValue(58, 58, 60, 1), lightHighContrast: SystemColorValue(188, 188, 192, 1), darkHighContrast: SystemColorValue(68, 68, 70, 1))
    public class var systemGray4: UIColor { _systemGray4 }
    private static let _systemGray5 = UIColor.system("systemGray5Color", light: SystemColorValue(229, 229, 234, 1), dark: SystemColorValue(44, 44, 46, 1), lightHighContrast: SystemColorValue(216, 216, 220, 1), darkHighContrast: SystemColorValue(54, 54, 56, 1))
    public class var systemGray5: UIColor { _systemGray5 }
    private static let _systemGray6 = UIColor.system("systemGray6Color", light: SystemColorValue(242, 242, 247, 1), dark: SystemColorValue(28, 28, 30, 1), lightHighContrast: SystemColorValue(235, 235, 240, 1), darkHighContrast: SystemColorValue(36, 36, 38, 1))
    public class var systemGray6: UIColor { _systemGray6 }
    private static let _label = UIColor.system("labelColor", light: SystemColorValue(0, 0, 0, 1), dark: SystemColorValue(255, 255, 255, 1))
    public class var label: UIColor { _label }
    private static let _secondaryLabel = UIColor.system("secondaryLabelColor", light: SystemColorValue(60, 60, 67, 0.6), dark: SystemColorValue(235, 235, 245, 0.6))
    public class var secondaryLabel: UIColor { _secondaryLabel }
    private static let _tertiaryLabel = UIColor.system("tertiaryLabelColor", light: SystemColorValue(60, 60, 67, 0.3), dark: SystemColorValue(235, 235, 245, 0.3))
    public class var tertiaryLabel: UIColor { _tertiaryLabel }
    private static let _quaternaryLabel = UIColor.system("quaternaryLabelColor", light: SystemColorValue(60, 60, 67, 0.18), dark: SystemColorValue(235, 235, 245, 0.18))
    public class var quaternaryLabel: UIColor { _quaternaryLabel }
    private static let _link = UIColor.system("linkColor", light: SystemColorValue(0, 122, 255, 1), dark: SystemColorValue(9, 132, 255, 1))
    public class var link: UIColor { _link }
    private static let _placeholderText = UIColor.system("placeholderTextColor", light: SystemColorValue(60, 60, 67, 0.3), dark: SystemColorValue(235, 235, 245, 0.3))
    public class var placeholderText: UIColor { _placeholderText }
    private static let _separator = UIColor.system("separatorColor", light: SystemColorValue(60, 60, 67, 0.29), dark: SystemColorValue(84, 84, 88, 0.6))
    public class var separator: UIColor { _separator }
    private static let _opaqueSeparator = UIColor.system("opaqueSeparatorColor", light: SystemColorValue(198, 198, 200, 1), dark: SystemColorValue(56, 56, 58, 1))
    public class var opaqueSeparator: UIColor { _opaqueSeparator }
    private static let _systemBackground = UIColor.system("systemBackgroundColor", light: SystemColorValue(255, 255, 255, 1), dark: SystemColorValue(0, 0, 0, 1), darkElevated: SystemColorValue(28, 28, 30, 1))
    public class var systemBackground: UIColor { _systemBackground }
    private static let _secondarySystemBackground = UIColor.system("secondarySystemBackgroundColor", light: SystemColorValue(242, 242, 247, 1), dark: SystemColorValue(28, 28, 30, 1), darkElevated: SystemColorValue(44, 44, 46, 1))
    public class var secondarySystemBackground: UIColor { _secondarySystemBackground }
    private static let _tertiarySystemBackground = UIColor.system("tertiarySystemBackgroundColor", light: SystemColorValue(255, 255, 255, 1), dark: SystemColorValue(44, 44, 46, 1), darkElevated: SystemColorValue(58, 58, 60, 1))
    public class var tertiarySystemBackground: UIColor { _tertiarySystemBackground }
    private static let _systemGroupedBackground = UIColor.system("systemGroupedBackgroundColor", light: SystemColorValue(242, 242, 247, 1), dark: SystemColorValue(0, 0, 0, 1), darkElevated: SystemColorValue(28, 28, 30, 1))
    public class var systemGroupedBackground: UIColor { _systemGroupedBackground }
    private static let _secondarySystemGroupedBackground = UIColor.system("secondarySystemGroupedBackgroundColor", light: SystemColorValue(255, 255, 255, 1), dark: SystemColorValue(28, 28, 30, 1), darkElevated: SystemColorValue(44, 44, 46, 1))
    public class var secondarySystemGroupedBackground: UIColor { _secondarySystemGroupedBackground }
    private static let _tertiarySystemGroupedBackground = UIColor.system("tertiarySystemGroupedBackgroundColor", light: SystemColorValue(242, 242, 247, 1), dark: SystemColorValue(44, 44, 46, 1), darkElevated: SystemColorValue(58, 58, 60, 1))
    public class var tertiarySystemGroupedBackground: UIColor { _tertiarySystemGroupedBackground }
    private static let _systemFill = UIColor.system("systemFillColor", light: SystemColorValue(120, 120, 128, 0.2), dark: SystemColorValue(120, 120, 128, 0.36))
    public class var systemFill: UIColor { _systemFill }
    private static let _secondarySystemFill = UIColor.system("secondarySystemFillColor", light: SystemColorValue(120, 120, 128, 0.16), dark: SystemColorValue(120, 120, 128, 0.32))
    public class var secondarySystemFill: UIColor { _secondarySystemFill }
    private static let _tertiarySystemFill = UIColor.system("tertiarySystemFillColor", light: SystemColorValue(118, 118, 128, 0.12), dark: SystemColorValue(118, 118, 128, 0.24))
    public class var tertiarySystemFill: UIColor { _tertiarySystemFill }
    private static let _quaternarySystemFill = UIColor.system("quaternarySystemFillColor", light: SystemColorValue(116, 116, 128, 0.08), dark: SystemColorValue(118, 118, 128, 0.18))
    public class var quaternarySystemFill: UIColor { _quaternarySystemFill }
    // UIKit: `UIColor.tintColor` is the tint of the view being drawn or laid out; resolved
    // with traits alone (or outside drawing and layout) it is the default tint, system blue.
    private static let _tintColor = UIColor(systemName: UIColor.tintColorName) { UIColor.systemBlue.resolvedColor(with: $0) }
    public class var tintColor: UIColor { _tintColor }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { black }
}
