import Foundation

/// An object drawn inline in attributed text: an image (icons in labels, pictures in rich
/// text) standing on the baseline at the `NSAttachmentCharacter` (U+FFFC) that carries it in
/// the `.attachment` attribute. A model object: not isolated to the main actor (string drawing
/// asks it for its bounds and image on whatever thread draws), and not `Sendable`, as on iOS
/// (so subclasses with stored properties need no conformance of their own).
///
/// Differs from UIKit: no `fileWrapper` (Linux Foundation has no `FileWrapper`), no text
/// attachment views shown in text (a view provider's `view` is made, not placed)
/// and no placeholder icon for an attachment without an image (nothing is drawn, and it takes
/// no room unless `bounds` gives it some).
open class NSTextAttachment: NSObject, NSTextAttachmentContainer, NSSecureCoding {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word

    /// The attachment's data (an image file's bytes, for instance); a copy of what was set.
    open var contents: Data?
    /// The uniform type identifier of `contents` (`"public.png"`, ...).
    open var fileType: String?
    /// The image drawn; when nil, `image(forBounds:textContainer:characterIndex:)` decodes
    /// `contents`.
    open var image: UIImage?
    /// Where the image is drawn, in text coordinates: the origin at the glyph's position on the
    /// baseline, y up (a negative y lowers the attachment below the baseline, e.g. by the
    /// font's `descender`). UIKit: `.zero` (the image's size is used, standing on the baseline).
    open var bounds: CGRect = .zero
    /// Room left before and after the attachment (iOS 15); UIKit: 0.
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may be shown by a view from a view provider (iOS 15); UIKit: true.
    open var allowsTextAttachmentView = true

    /// Whether a view provider class is registered for `fileType` and views are allowed.
    open var usesTextAttachmentView: Bool {
        guard allowsTextAttachmentView, let fileType else { return false }
        return TextAttachmentViewProviderRegistry.shared.providerClass(for: fileType) != nil
    }

    /// The designated initializer. With nil data or type the attachment has no document
    /// contents (only its `image`).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment showing `image` (iOS 13). UIKit: such an attachment follows the text's
    /// attributes: a template image (a symbol, `.alwaysTemplate`) takes the foreground color.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    // MARK: NSTextAttachmentContainer

    /// The image drawn in `imageBounds`: `image`, or `contents` decoded as an image file.
    /// Subclasses override it to draw something else; the text engine asks it for each
    /// attachment character it lays out.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?,
                    characterIndex charIndex: Int) -> UIImage? {
        if let image { return image }
        guard let contents else { return nil }
        return UIImage(data: contents)
    }

    /// The attachment's box in text coordinates (origin on the baseline, y up): `bounds`, or
    /// when its size is zero the image's size at `bounds`' origin. Subclasses override it to
    /// size the attachment from the line (`lineFrag`, the proposed line fragment) or the font;
    /// the text engine asks it for each attachment character it lays out.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                               glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        if bounds.width != 0 || bounds.height != 0 { return bounds }
        let size = image(forBounds: bounds, textContainer: textContainer, characterIndex: charIndex)?.size ?? .zero
        return CGRect(origin: bounds.origin, size: size)
    }

    // MARK: NSSecureCoding

    public class var supportsSecureCoding: Bool { true }

    private enum Key {
        static let contents = "NSFileContents"
        static let fileType = "NSFileType"
        static let image = "NSImage"
        static let bounds = "NSBounds"
        static let padding = "NSLineLayoutPadding"
        static let allowsView = "NSAllowsTextAttachmentView"
    }

    /// The contents, type, image, bounds and padding from an archive.
    public required init?(coder: NSCoder) {
        contents = coder._decodedData(forKey: Key.contents)
        fileType = coder._decodedString(forKey: Key.fileType)
        image = coder._decodedObject(UIImage.self, forKey: Key.image)
        bounds = coder._decodedRect(forKey: Key.bounds) ?? .zero
        lineLayoutPadding = coder._decodedCGFloat(forKey: Key.padding) ?? 0
        allowsTextAttachmentView = coder._decodedBool(forKey: Key.allowsView) ?? true
        super.init()
    }

    open func encode(with coder: NSCoder) {
        if let contents { coder.encode(contents as NSData, forKey: Key.contents) }
        if let fileType { coder.encode(fileType, forKey: Key.fileType) }
        if let image { coder.encode(image, forKey: Key.image) }
        coder.encode(bounds, forKey: Key.bounds)
        coder.encode(Double(lineLayoutPadding), forKey: Key.padding)
        coder.encode(allowsTextAttachmentView, forKey: Key.allowsView)
    }
}

extension NSTextAttachment {
    /// The character that stands for an attachment in text: U+FFFC OBJECT REPLACEMENT
    /// CHARACTER (`NSAttachmentCharacter`).
    public class var character: Int { NSAttachmentCharacter }
}

/// U+FFFC, the character an attachment's `.attachment` attribute is carried on.
public var NSAttachmentCharacter: Int { 0xFFFC }
