import Foundation

/// Spacing between lines and paragraphs, and news of layout (UIKit's optional methods have
/// defaults here: no extra spacing, nothing done).
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Extra space below the line ending with the glyph (added to its line fragment's height).
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Extra space above a paragraph's first line (the glyph starts it).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Extra space below a paragraph's last line.
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// The layout was invalidated (an edit, `invalidateLayout(forCharacterRange:actualCharacterRange:)`).
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// The container was laid out; `atEnd`: the text ended in it.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
    /// A container's size changed.
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer,
                              didChangeGeometryFrom oldSize: CGSize) {}
}
