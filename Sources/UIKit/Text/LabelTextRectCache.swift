@_spi(Diagnostics) import CoreGraphics

/// The last text size a label measured and what it was measured from. The label drops it
/// whenever its text changes (`replaceContent`), and fonts are immutable, so the font's identity
/// tells whether the font changed; the cache holds it, so an identity cannot be reused by
/// another object while it is kept. Measuring the same text again (a button's title for its
/// intrinsic size and then for its layout, a constraint pass reading the intrinsic size after
/// the text was drawn) then costs a comparison instead of a Pango layout.
struct LabelTextRectCache {
    let font: UIFont
    let lineBreakMode: NSLineBreakMode
    let numberOfLines: Int
    let size: CGSize
    let rightToLeft: Bool
    let used: CGSize
}
