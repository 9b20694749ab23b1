/// A face as fontconfig resolved it, with metrics per point of size (unhinted, so they scale
/// linearly).
struct ResolvedFont: Sendable {
    var familyName: String
    var postScriptName: String
    var styleName: String
    /// False when the requested family is not installed and fontconfig substituted another.
    var isRequestedFamily: Bool
    var ascender: CGFloat
    var descender: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat
    var isFixedPitch: Bool
}
