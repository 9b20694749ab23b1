@_spi(Diagnostics) import CoreGraphics
import Foundation

// UIKit: UIFont adopts NSSecureCoding.
extension UIFont: NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }
}

/// What an archive says about a font.
struct ArchivedFont {
    var face: FontFace
    var size: CGFloat
    var name: String?
    var family: String?
    var textStyle: UIFont.TextStyle?
}

extension UIFont {
    private enum Key {
        static let family = "UIFontFamily"
        static let weight = "UIFontWeight"
        static let italic = "UIFontItalic"
        static let generic = "UIFontGenericFamily"
        static let features = "UIFontFeatures"
        static let pointSize = "UIFontPointSize"
        static let name = "UIFontName"
        static let familyName = "UIFontFamilyName"
        static let textStyle = "UIFontTextStyle"
    }

    /// The face, size and the names the font was found by; a text style font keeps its style
    /// (and the size it had). Differs from UIKit: a font made by `UIFontMetrics` comes back at
    /// its current size without its scaling.
    func _encodeFont(with coder: NSCoder) {
        coder.encode(face.family, forKey: Key.family)
        coder.encode(Double(face.weight.rawValue), forKey: Key.weight)
        coder.encode(face.italic, forKey: Key.italic)
        coder.encode(face.generic.rawValue, forKey: Key.generic)
        if !face.features.isEmpty { coder.encode(face.features as NSArray, forKey: Key.features) }
        coder.encode(Double(size), forKey: Key.pointSize)
        if let requestedName { coder.encode(requestedName, forKey: Key.name) }
        if let requestedFamily { coder.encode(requestedFamily, forKey: Key.familyName) }
        if let textStyle { coder.encode(textStyle.rawValue, forKey: Key.textStyle) }
    }

    /// Nil for an archive that is not a font's (no family or size).
    static func _archivedFont(from coder: NSCoder) -> ArchivedFont? {
        guard let family = coder._decodedString(forKey: Key.family), !family.isEmpty,
              let size = coder._decodedCGFloat(forKey: Key.pointSize) else { return nil }
        var face = FontFace(family: family)
        if let weight = coder._decodedCGFloat(forKey: Key.weight) { face.weight = UIFont.Weight(rawValue: weight) }
        face.italic = coder._decodedBool(forKey: Key.italic) ?? false
        if let raw = coder._decodedString(forKey: Key.generic), let generic = FontFace.Generic(rawValue: raw) {
            face.generic = generic
        }
        if let features = coder._decodedArray(of: NSString.self, forKey: Key.features) {
            face.features = features.map { String(describing: $0) }
        }
        return ArchivedFont(face: face, size: size, name: coder._decodedString(forKey: Key.name),
                            family: coder._decodedString(forKey: Key.familyName),
                            textStyle: coder._decodedString(forKey: Key.textStyle).map(UIFont.TextStyle.init(rawValue:)))
    }
}
