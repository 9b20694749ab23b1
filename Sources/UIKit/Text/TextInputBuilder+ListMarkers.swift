extension TextInputBuilder {
    /// The marker drawn before a list paragraph: its text in the font and color of the
    /// paragraph's first character (UIKit: the marker takes the attributes at the start of
    /// the paragraph; its other attributes, such as underlines, are not carried over).
    static func makeListMarker(_ text: String, level: Int, attributes: [NSAttributedString.Key: Any]?,
                           defaults: TextDefaults) -> TextListMarkerLabel {
        var markerAttributes: [NSAttributedString.Key: Any] = [:]
        markerAttributes[.font] = attributes?[.font]
        markerAttributes[.foregroundColor] = attributes?[.foregroundColor]
        var unusedShadows: [TextShadow] = []
        let utf8 = Array(text.utf8)
        let marker = run(markerAttributes, bytes: 0..<utf8.count, defaults: defaults, shadows: &unusedShadows).run
        return TextListMarkerLabel(utf8: utf8, run: marker, level: level)
    }
}
