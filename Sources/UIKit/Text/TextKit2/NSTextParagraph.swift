import Foundation

/// A paragraph of a TextKit 2 document: its characters, separator included, as an attributed
/// string.
open class NSTextParagraph: NSTextElement {
    private let text: NSAttributedString

    public init(attributedString: NSAttributedString?) {
        text = attributedString ?? NSAttributedString(string: "")
        super.init(textContentManager: nil)
    }

    open var attributedString: NSAttributedString { text }

    /// The paragraph's characters before its separator, in the document (nil without an
    /// `elementRange`).
    open var paragraphContentRange: NSTextRange? {
        guard let elementRange else { return nil }
        let start = TextContentLocation.offset(of: elementRange.location)
        return NSTextRange(location: TextContentLocation(start),
                           end: TextContentLocation(start + text.length - separatorLength))
    }

    /// The paragraph's separator (LF, CR, CR LF, U+2029 or NEL) in the document; nil without
    /// one or without an `elementRange`.
    open var paragraphSeparatorRange: NSTextRange? {
        guard let elementRange, separatorLength > 0 else { return nil }
        let end = TextContentLocation.offset(of: elementRange.location) + text.length
        return NSTextRange(location: TextContentLocation(end - separatorLength), end: TextContentLocation(end))
    }

    private var separatorLength: Int {
        let units = (text.string as NSString)
        let length = units.length
        guard length > 0 else { return 0 }
        let last = units.character(at: length - 1)
        if last == 0x0A, length > 1, units.character(at: length - 2) == 0x0D { return 2 }
        return [0x0A, 0x0D, 0x2029, 0x85].contains(last) ? 1 : 0
    }
}
