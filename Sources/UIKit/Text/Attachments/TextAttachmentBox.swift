/// An attachment character of a paragraph, resolved for the text engine: its place in the
/// paragraph's bytes, its box and what is drawn there.
struct TextAttachmentBox: Hashable, Sendable {
    /// The UTF-8 offset of its U+FFFC (three bytes).
    var utf8Offset: Int
    /// `attachmentBounds(for:...)`: origin on the baseline, y up.
    var bounds: CGRect
    /// `lineLayoutPadding`, before and after the box.
    var padding: CGFloat
    /// `image(forBounds:...)`; nil draws nothing.
    var image: UIImage?
    /// The character's foreground color: a template image is drawn in it.
    var tint: TextRGBA?

    /// The advance the character takes on its line.
    var advance: CGFloat { max(0, bounds.width) + 2 * max(0, padding) }

    static func == (a: TextAttachmentBox, b: TextAttachmentBox) -> Bool {
        a.utf8Offset == b.utf8Offset && a.bounds == b.bounds && a.padding == b.padding && a.image === b.image
            && a.tint == b.tint
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(utf8Offset)
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
        hasher.combine(bounds.minY)
    }
}
