/// A font found by name (`UIFont(name:size:)`): an iOS face from the iOS font table, or a face
/// of an installed font file.
struct FontNameMatch: Sendable {
    /// What draws it.
    var face: FontFace
    var postScriptName: String
    /// The iOS family an iOS face reports; nil for an installed face (the resolved family).
    var familyName: String?

    var weight: UIFont.Weight { face.weight }
    var italic: Bool { face.italic }
}
