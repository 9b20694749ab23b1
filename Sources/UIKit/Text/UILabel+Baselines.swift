extension UILabel: BaselineMeasuring {
    /// UIKit: a label's first baseline is its first line's, its last baseline its last
    /// line's, as laid out at the intrinsic size (text centered in the rounded-up height).
    /// Without text, the font's: the ascender below the top, the descent above the bottom.
    var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        guard let input = layoutInput(size: CGSize(width: intrinsicWrapWidth, height: 0), numberOfLines: numberOfLines)
        else { return (fontStorage.ascender, -fontStorage.descender) }
        let metrics = TextDrawing.measure(input)
        let used = metrics.usedSize.height
        let height = (used - 1e-6).rounded(.up)
        let top = (height - used) / 2
        return (top + metrics.firstBaseline, height - top - metrics.lastBaseline)
    }
}
