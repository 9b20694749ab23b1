/// Why a visual format string could not be parsed, and where.
struct VisualFormatError: Error, Equatable, Sendable {
    /// UIKit's reason, e.g. "Expected a view".
    let reason: String
    let format: String
    /// The index of the character the parser stopped at (the caret), or nil for a format that
    /// cannot be parsed at all (empty, not ASCII).
    let position: Int?

    /// The reason of UIKit's NSInvalidArgumentException, character for character.
    // UIKit: "Unable to parse constraint format: \n<reason> \n<format> \n<caret line>", each line
    // but the last ending in a space; the caret line is `position` spaces and a "^".
    var message: String {
        guard let position else { return "Unable to parse constraint format: \(reason)" }
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n"
            + String(repeating: " ", count: position) + "^"
    }
}
