internal import CPango

/// A Pango line's typographic extents.
struct PangoLineExtents {
    var ascent: CGFloat
    var descent: CGFloat
    var width: CGFloat
    var originOffset: CGFloat
    var isRightToLeft: Bool
}
