import Foundation

/// The character properties in effect in an RTF group (RTF 1.9.1, "Character Formatting
/// Properties"), in RTF's units; `RTFDocumentReader` turns them into attributes.
struct RTFCharacterFormat: Hashable {
    /// `\fN`: an index into the font table (nil: the document's default font, `\deffN`).
    var font: Int?
    /// `\fsN`, in half-points. RTF 1.9.1: the default is 24 (12 pt).
    var halfPoints = 24
    var bold = false
    var italic = false
    var underline: NSUnderlineStyle = []
    var strikethrough: NSUnderlineStyle = []
    /// `\cfN` / `\cbN` (`\highlightN`): color table indexes; 0 is the automatic color.
    var foreground = 0
    var background = 0
    /// `\ulcN` / `\strikecN` (Cocoa's extensions): color table indexes, 0 for none.
    var underlineColor = 0
    var strikethroughColor = 0
    /// `\upN` / `\dnN` in half-points (positive raises the text).
    var raise = 0
    /// `\super` / `\sub`: RTF's shrunk superscript or subscript.
    var script = 0
    /// `\expndtwN`: extra space after each character, in twips.
    var expansionTwips = 0
    /// The URL of the `\field` `HYPERLINK` instruction whose result this text is.
    var link: URL?

    /// `\plain` (RTF 1.9.1): every property back to its default; the font to the default font.
    static let plain = RTFCharacterFormat()
}
