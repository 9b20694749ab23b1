import Foundation

extension TextInputBuilder {
    /// TextKit's proposed line fragment width when the text is not wrapped (its "unbounded"
    /// container width).
    static let unboundedLineFragmentWidth: CGFloat = 10_000_000

    /// The attachment characters (U+FFFC) of a run carrying an `.attachment` value, each with
    /// the box and image the attachment gives for it. The attachment's overridable methods are
    /// asked here, outside the text engine's lock (they may be a subclass's code). Other
    /// characters of the run are text.
    static func attachmentBoxes(_ attachment: NSTextAttachment, units: [UInt16], range: NSRange,
                                bytes: ArraySlice<UInt8>, attributes: [NSAttributedString.Key: Any],
                                tint: TextRGBA?, defaults: TextDefaults) -> [TextAttachmentBox] {
        var characters: [Int] = []
        for index in range.location..<(range.location + range.length) where units[index] == 0xFFFC {
            characters.append(index)
        }
        guard !characters.isEmpty else { return [] }
        // U+FFFC is EF BF BC in UTF-8; the bytes' indices are offsets in the paragraph.
        var offsets: [Int] = []
        var i = bytes.startIndex
        while i + 2 < bytes.endIndex {
            if bytes[i] == 0xEF, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBC {
                offsets.append(i)
                i += 3
            } else {
                i += 1
            }
        }
        let font = attributes[.font] as? UIFont ?? defaults.font
        let lineFragment = CGRect(x: 0, y: 0, width: unboundedLineFragmentWidth, height: font.lineHeight)
        return zip(characters, offsets).map { index, offset in
            var bounds = attachment.attachmentBounds(for: nil, proposedLineFragment: lineFragment,
                                                     glyphPosition: .zero, characterIndex: index)
            if !(bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite) {
                bounds = .zero
            }
            let image = defaults.measuresOnly
                ? nil : attachment.image(forBounds: bounds, textContainer: nil, characterIndex: index)
            let padding = attachment.lineLayoutPadding.isFinite ? attachment.lineLayoutPadding : 0
            return TextAttachmentBox(utf8Offset: offset, bounds: bounds, padding: padding, image: image, tint: tint)
        }
    }
}
