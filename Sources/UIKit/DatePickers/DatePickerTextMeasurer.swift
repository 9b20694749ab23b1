/// Measures the date picker's texts with the text engine (what `NSString.size(withAttributes:)`
/// gives, so the widths follow the real glyphs of every script), rounded up to whole points
/// so that sizes are stable. One per picker, with a cache: the same titles come back on
/// every update of the wheels.
@MainActor
final class DatePickerTextMeasurer {
    private struct Key: Hashable {
        let text: String
        let fontName: String
        let pointSize: CGFloat
    }

    private var widths: [Key: CGFloat] = [:]
    /// Past this many entries the cache starts afresh (a picker spun through years of dates).
    static let cacheLimit = 2_000

    func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = Key(text: text, fontName: font.fontName, pointSize: font.pointSize)
        if let width = widths[key] { return width }
        let measured = (text as NSString).size(withAttributes: [.font: font]).width
        let width = measured.isFinite ? (measured - 1e-6).rounded(.up) : 0
        if widths.count >= Self.cacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    func widest(of texts: some Sequence<String>, font: UIFont) -> CGFloat {
        texts.reduce(0) { max($0, width(of: $1, font: font)) }
    }
}
