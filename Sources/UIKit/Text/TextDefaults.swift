/// The style text takes where its attributes say nothing.
struct TextDefaults {
    /// UIKit's string drawing uses Helvetica 12 when there is no font attribute; OpenUIKit
    /// uses the system font at 12 points.
    static let stringDrawingFont = UIFont.systemFont(ofSize: 12)

    var font: UIFont = TextDefaults.stringDrawingFont
    var color: TextRGBA = .black
    var paragraphStyle = ParagraphStyleValues()
    /// Multiplies every font size (and kerning): shrinking text to fit.
    var fontScale: CGFloat = 1
    /// Replaces every foreground color (a highlighted label).
    var colorOverride: TextRGBA?
    /// Multiplies every color's alpha (a disabled label).
    var alphaMultiplier: Double = 1
    /// The input is only measured: colors are left out (every run black, no backgrounds or
    /// line colors), which no metric depends on.
    var measuresOnly = false
}
