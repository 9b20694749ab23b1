import Foundation

extension NSAttributedString {
    /// One `NSAttachmentCharacter` (U+FFFC) carrying `attachment` in its `.attachment` attribute.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }

    /// One `NSAttachmentCharacter` with `attributes` and `attachment` (iOS 18).
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any] = [:]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: "\u{FFFC}", attributes: all)
    }
}
