import Foundation

extension NSLayoutManager {
    /// The size laid out for the attachment at `glyphIndex` (glyphs are characters here):
    /// what its `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`
    /// answered, asked as the text engine asks it; (-1, -1) when the glyph is not an
    /// attachment character (UIKit).
    public func attachmentSize(forGlyphAt glyphIndex: Int) -> CGSize {
        let none = CGSize(width: -1, height: -1)
        guard let storage = textStorage, isValidGlyphIndex(glyphIndex) else { return none }
        let index = characterIndexForGlyph(at: glyphIndex)
        guard index >= 0, index < storage.length, (storage.string as NSString).character(at: index) == 0xFFFC,
              let attachment = storage.attribute(.attachment, at: index, effectiveRange: nil) as? NSTextAttachment
        else { return none }
        let font = storage.attribute(.font, at: index, effectiveRange: nil) as? UIFont ?? TextDefaults.stringDrawingFont
        let proposed = CGRect(x: 0, y: 0, width: TextInputBuilder.unboundedLineFragmentWidth, height: font.lineHeight)
        return attachment.attachmentBounds(for: nil, proposedLineFragment: proposed, glyphPosition: .zero,
                                           characterIndex: index).size
    }
}
