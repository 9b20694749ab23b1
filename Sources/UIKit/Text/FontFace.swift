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
    var generic: Generic = .sansSerif
    /// OpenType features always on for this face ("tnum" for monospaced digits).
    var features: [String] = []

    var openTypeWeight: Int { weight.openTypeWeight }

    /// The Pango family list: the family, then the generic chain.
    var pangoFamilyList: String { "\(family),\(generic.rawValue)" }
}
