/// Reads color attribute values (`UIColor`, or `CGColor`).
enum TextColor {
    static func cgColor(from value: Any?) -> CGColor? {
        switch value {
        case let color as UIColor: return color.cgColor
        case let color as CGColor: return color
        default: return nil
        }
    }

    static func rgba(from value: Any?) -> TextRGBA? {
        cgColor(from: value).map(TextRGBA.init)
    }
}
