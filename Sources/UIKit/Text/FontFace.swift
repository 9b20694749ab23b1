/// What a `UIFont` asks the font system for: a family and style, and the generic family whose
/// fontconfig fallback chain covers the characters the family lacks (Arabic, Hangul, Han, ...).
struct FontFace: Hashable, Sendable {
    /// The pinned families behind UIKit's system fonts (see Resources/Fonts/fonts.conf).
    /// UIKit uses San Francisco, which is not available on Linux.
    static let systemFamily = "Noto Sans"
    static let monospacedSystemFamily = "DejaVu Sans Mono"
    static let serifSystemFamily = "Noto Serif"

    enum Generic: String, Hashable, Sendable {
        case sansSerif = "sans-serif"
        case serif = "serif"
        case monospace = "monospace"
    }

    var family: String
    var weight: UIFont.Weight = .regular
    var italic = false
    /// The `UIFont.Width` raw value asked for (0: standard).
    var width: CGFloat = 0
    var generic: Generic = .sansSerif
    /// OpenType features always on for this face ("tnum" for monospaced digits).
    var features: [String] = []

    init(family: String, weight: UIFont.Weight = .regular, italic: Bool = false, width: CGFloat = 0,
         generic: Generic = .sansSerif, features: [String] = []) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.width = width
        self.generic = generic
        self.features = features
    }

    var openTypeWeight: Int { weight.openTypeWeight }

    /// The Pango family list: the family, then the generic chain.
    var pangoFamilyList: String { "\(family),\(generic.rawValue)" }
}
