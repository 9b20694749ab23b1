import Foundation

/// Whether every character of the field's text has the same attributes (`uniformTextAttributes`),
/// kept through typing so that laying out the line after each key asks Foundation for no runs.
extension UITextField {
    /// Updates `uniformTextAttributes` for an edit about to replace `range` (UTF-16, within
    /// the text) with `replacement` styled with `attributes`.
    func noteUniformAttributes(replacing range: NSRange, with replacement: String, attributes: [NSAttributedString.Key: Any]) {
        // A deletion keeps the runs that are left.
        guard !replacement.isEmpty else { return }
        if range.location == 0, range.length >= storage.length {
            // The whole text (or an empty field's) becomes the replacement.
            uniformTextAttributes = attributes
        } else if let uniform = uniformTextAttributes, !Self.sameAttributes(uniform, attributes) {
            uniformTextAttributes = nil
        }
    }

    /// The attributes of every displayed character, when known; nil for an empty field (its
    /// line takes the defaults) and for text with attachments (laid out run by run).
    var displayedUniformAttributes: [NSAttributedString.Key: Any]? {
        guard storage.length > 0 else { return nil }
        // A secure field shows bullets styled with the default attributes.
        if isSecureTextEntry { return defaultTextAttributes }
        guard let uniform = uniformTextAttributes, uniform[.attachment] == nil else { return nil }
        return uniform
    }

    /// The engine input for the displayed line `display` (`displayedAttributedText(for:)`).
    func displayedTextInput(_ display: NSAttributedString, defaults: TextDefaults) -> TextLayoutInput {
        TextDrawing.input(display, defaults: defaults, uniformAttributes: displayedUniformAttributes)
    }

    /// Whether two attribute dictionaries hold the same values: the same objects, or equal
    /// hashable values. False when unsure (the runs are then read from Foundation).
    static func sameAttributes(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key] else { return false }
            // The usual style objects first, by a class cast: `as AnyObject` bridges through
            // Foundation on Linux (about 10 K instructions a value, three values a key).
            if let object = Self.styleObject(value, for: key) {
                guard let otherObject = Self.styleObject(other, for: key), object === otherObject else { return false }
                continue
            }
            if type(of: value) is AnyClass {
                guard type(of: other) is AnyClass, (value as AnyObject) === (other as AnyObject) else { return false }
            } else {
                guard let x = value as? AnyHashable, let y = other as? AnyHashable, x == y else { return false }
            }
        }
        return true
    }

    /// The value of a font, color or paragraph style attribute as the object it is; nil for
    /// other keys and values of other types.
    private static func styleObject(_ value: Any, for key: NSAttributedString.Key) -> AnyObject? {
        switch key {
        case .font: return value as? UIFont
        case .foregroundColor, .backgroundColor: return value as? UIColor
        case .paragraphStyle: return value as? NSParagraphStyle
        default: return nil
        }
    }
}
