/// A font file face found by name (`UIFont(name:size:)`).
struct FontNameMatch: Sendable {
    var family: String
    var postScriptName: String
    var weight: UIFont.Weight
    var italic: Bool
    var isFixedPitch: Bool
}
