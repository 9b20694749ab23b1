import Foundation

// Reading and writing documents (UIKit's NSAttributedString additions). HTML is read and
// written by OpenUIKit's own reader and writer (UIKit uses WebKit; see `HTMLDocumentReader`
// for what is understood), plain text in any `String.Encoding`. RTF and RTFD are not
// supported: reading or writing them throws `CocoaError(.fileReadCorruptFile)` /
// `CocoaError(.fileWriteUnknown)`, the errors UIKit gives for data it cannot handle.
extension NSAttributedString {
    /// Reads a document: HTML or plain text (the type from `options[.documentType]`, else
    /// guessed: RTF from `{\rtf`, HTML from a leading `<`, else plain text). `dict`, when
    /// given, receives the document's attributes (its type and character encoding).
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let type = (options[.documentType] as? DocumentType) ?? Self.guessType(of: data)
        let encodingValue = (options[.characterEncoding] as? UInt) ?? (options[.characterEncoding] as? Int).map(UInt.init)
        let encoding = encodingValue.map(String.Encoding.init(rawValue:)) ?? .utf8
        let result: NSAttributedString
        switch type {
        case .html:
            guard let html = String(data: data, encoding: encoding) ?? String(data: data, encoding: .isoLatin1) else {
                throw CocoaError(.fileReadInapplicableStringEncoding)
            }
            var reader = HTMLDocumentReader(baseURL: nil)
            result = reader.read(html)
        case .plain:
            guard let text = String(data: data, encoding: encoding) else {
                throw CocoaError(.fileReadInapplicableStringEncoding)
            }
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
            result = NSAttributedString(string: text, attributes: attributes)
        default:
            throw CocoaError(.fileReadCorruptFile, userInfo: [
                NSLocalizedDescriptionKey: "NSAttributedString: reading \(type.rawValue) documents is not supported by OpenUIKit (HTML and plain text are)",
            ])
        }
        dict?.pointee = NSDictionary(dictionary: [
            DocumentAttributeKey.documentType: type,
            DocumentAttributeKey.characterEncoding: encoding.rawValue,
        ])
        self.init(attributedString: result)
    }

    /// Reads the document at a file URL (see `init(data:options:documentAttributes:)`).
    public convenience init(url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let data = try Data(contentsOf: url)
        var options = options
        if options[.documentType] == nil {
            switch url.pathExtension.lowercased() {
            case "html", "htm": options[.documentType] = DocumentType.html
            case "txt", "text": options[.documentType] = DocumentType.plain
            case "rtf": options[.documentType] = DocumentType.rtf
            default: break
            }
        }
        try self.init(data: data, options: options, documentAttributes: dict)
    }

    /// Writes the characters in `range` as the document type `dict[.documentType]` names
    /// (HTML or plain text, in `dict[.characterEncoding]`, UTF-8 by default).
    public func data(from range: NSRange, documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> Data {
        guard range.location >= 0, range.length >= 0, NSMaxRange(range) <= length else {
            preconditionFailure("NSAttributedString.data(from:documentAttributes:): range \(range) is out of bounds of a string of length \(length)")
        }
        guard let type = dict[.documentType] as? DocumentType else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "NSAttributedString.data(from:documentAttributes:): documentAttributes must name a documentType",
            ])
        }
        let encodingValue = (dict[.characterEncoding] as? UInt) ?? (dict[.characterEncoding] as? Int).map(UInt.init)
        let encoding = encodingValue.map(String.Encoding.init(rawValue:)) ?? .utf8
        let part = attributedSubstring(from: range)
        let text: String
        switch type {
        case .html: text = HTMLDocumentWriter.html(of: part)
        case .plain: text = part.string
        default:
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "NSAttributedString: writing \(type.rawValue) documents is not supported by OpenUIKit (HTML and plain text are)",
            ])
        }
        guard let data = text.data(using: encoding) else { throw CocoaError(.fileWriteInapplicableStringEncoding) }
        return data
    }

    private static func guessType(of data: Data) -> DocumentType {
        let head = String(decoding: data.prefix(64), as: UTF8.self).drop(while: { $0.isWhitespace })
        if head.hasPrefix("{\\rtf") { return .rtf }
        if head.hasPrefix("<") { return .html }
        return .plain
    }
}
