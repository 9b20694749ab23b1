import Foundation

/// What the text system asks an attachment: its image and its box (`NSTextAttachment`
/// adopts it).
public protocol NSTextAttachmentContainer: NSObjectProtocol {
    /// The image to draw in `imageBounds` for the attachment at `charIndex`.
    func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?

    /// The attachment's box in text coordinates (origin on the baseline, y up).
    func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                          glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect
}
