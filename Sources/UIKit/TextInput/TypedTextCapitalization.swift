/// What the keyboard's automatic capitalization does to typed text (iOS applies it to
/// hardware-keyboard typing too): letters typed where the rule asks for a capital are
/// upper-cased; letters already typed as capitals stay.
enum TypedTextCapitalization {
    static func apply(_ type: UITextAutocapitalizationType, to text: String, after preceding: String) -> String {
        guard type != .none else { return text }
        var context = preceding.suffix(8).map { $0 }
        var result = ""
        for character in text {
            if character.isLowercase, shouldCapitalize(type, after: context) {
                result += character.uppercased()
            } else {
                result.append(character)
            }
            context.append(character)
        }
        return result
    }

    /// iOS: `.words` capitalizes a word's first letter (after whitespace or at the start);
    /// `.sentences` the first letter of the text, after a line break, and after ".", "!" or
    /// "?" followed by a space; `.allCharacters` every letter.
    static func shouldCapitalize(_ type: UITextAutocapitalizationType, after context: [Character]) -> Bool {
        switch type {
        case .none:
            return false
        case .allCharacters:
            return true
        case .words:
            return context.last.map { $0.isWhitespace } ?? true
        case .sentences:
            guard let last = context.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            guard let end = context.last(where: { !$0.isWhitespace }) else { return true }
            return end == "." || end == "!" || end == "?"
        }
    }
}
