/// An `NSShadow` attribute resolved to values (offset in y-down points).
struct TextShadow: Hashable, Sendable {
    var offset: CGSize
    var blur: CGFloat
    var color: TextRGBA

    func hash(into hasher: inout Hasher) {
        hasher.combine(offset.width)
        hasher.combine(offset.height)
        hasher.combine(blur)
        hasher.combine(color)
    }
}
