// The text attributes UIKit defines (Foundation on Linux declares `NSAttributedString.Key` but
// none of these). Raw values are UIKit's, so keys made from strings match.
extension NSAttributedString.Key {
    /// A `UIFont`; default: the system font at 12 points (UIKit: Helvetica 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSParagraphStyle`; default: `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `UIColor`; default: black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the glyphs; default: none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An integer: 0 turns off ligatures that are not required, 1 (default) the usual ones,
    /// 2 all of them.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Points added after each character; 0 turns kerning off; absent: the font's kerning.
    /// Differs from UIKit: the space goes between characters, not after a run's last one.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points of tracking (letter spacing), like `kern` without turning kerning off.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSUnderlineStyle` raw value (or the style); 0: none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSUnderlineStyle` raw value (or the style); 0: none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor`; stored, not drawn by OpenUIKit.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A number; stored, not drawn by OpenUIKit.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// An `NSShadow`; default: none.
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `URL` or `String`; stored (no link styling in drawing, as UIKit's string drawing).
    public static let link = NSAttributedString.Key("NSLink")
    /// Points to raise the glyphs above the baseline (negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `UIColor`; default: the foreground color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor`; default: the foreground color.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number; stored, not drawn by OpenUIKit.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A number; stored, not drawn by OpenUIKit.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An array of `NSWritingDirection` raw values combined with a format (0: embedding,
    /// 2: override), outermost first, as UIKit.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
