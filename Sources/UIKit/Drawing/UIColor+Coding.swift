@_spi(Diagnostics) import CoreGraphics
import Foundation

// UIKit: UIColor adopts NSSecureCoding.
extension UIColor: NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }
}

/// What an archive says about a color.
struct ArchivedColor {
    var model: UIColor.Model
    var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    var systemName: String?
    var provider: ((UITraitCollection) -> UIColor)?
}

extension UIColor {
    private enum Key {
        static let colorSpace = "UIColorSpace"
        static let red = "UIRed"
        static let green = "UIGreen"
        static let blue = "UIBlue"
        static let white = "UIWhite"
        static let alpha = "UIAlpha"
        static let systemName = "UISystemColorName"
    }

    /// The archived color spaces.
    private enum Space: Int {
        case gray = 1
        case rgb = 2
    }

    /// A system color is archived by name (and comes back dynamic, resolving with the traits
    /// it is drawn with) with its current components beside it. Differs from UIKit: a color
    /// made with `init(dynamicProvider:)` is archived as its color for the current traits (a
    /// closure cannot be archived).
    func _encodeColor(with coder: NSCoder) {
        let color = fixed
        if let systemName, UIColor._systemColor(named: systemName) != nil {
            coder.encode(systemName, forKey: Key.systemName)
        }
        switch color.storedModel {
        case .gray:
            coder.encode(Space.gray.rawValue, forKey: Key.colorSpace)
            coder.encode(Double(color.storedRed), forKey: Key.white)
        case .rgb:
            coder.encode(Space.rgb.rawValue, forKey: Key.colorSpace)
            coder.encode(Double(color.storedRed), forKey: Key.red)
            coder.encode(Double(color.storedGreen), forKey: Key.green)
            coder.encode(Double(color.storedBlue), forKey: Key.blue)
        }
        coder.encode(Double(color.storedAlpha), forKey: Key.alpha)
    }

    /// Nil for an archive that is not a color's (no color space, or components that are not
    /// finite numbers).
    static func _archivedColor(from coder: NSCoder) -> ArchivedColor? {
        if let name = coder._decodedString(forKey: Key.systemName), let system = _systemColor(named: name) {
            return ArchivedColor(model: .rgb, red: 0, green: 0, blue: 0, alpha: 1, systemName: name, provider: system.provider)
        }
        guard let raw = coder._decodedInteger(forKey: Key.colorSpace), let space = Space(rawValue: raw),
              let alpha = coder._decodedCGFloat(forKey: Key.alpha) else { return nil }
        switch space {
        case .gray:
            guard let white = coder._decodedCGFloat(forKey: Key.white) else { return nil }
            return ArchivedColor(model: .gray, red: white, green: white, blue: white, alpha: alpha)
        case .rgb:
            guard let red = coder._decodedCGFloat(forKey: Key.red), let green = coder._decodedCGFloat(forKey: Key.green),
                  let blue = coder._decodedCGFloat(forKey: Key.blue) else { return nil }
            return ArchivedColor(model: .rgb, red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// The dynamic system color with that name (`systemBlueColor`, `labelColor`...).
    static func _systemColor(named name: String) -> UIColor? {
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2,
            .systemGray3, .systemGray4, .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel,
            .quaternaryLabel, .link, .placeholderText, .separator, .opaqueSeparator, .systemBackground,
            .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill,
            .tertiarySystemFill, .quaternarySystemFill, .tintColor, .lightText, .darkText,
        ]
        return colors.first { $0.systemName == name && $0.provider != nil }
    }
}
