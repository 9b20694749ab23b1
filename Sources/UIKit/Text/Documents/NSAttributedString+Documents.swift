import Foundation

// Reading and writing documents (UIKit's NSAttributedString additions). HTML is read and
// written by OpenUIKit's own reader and writer (UIKit uses WebKit; see `HTMLDocumentReader`
// for what is understood), RTF by `RTFDocumentReader` / `RTFDocumentWriter` (Cocoa's dialect),
// plain text in any `String.Encoding`. RTFD: a `.rtfd` directory's `TXT.rtf` is read by
// `init(url:…)` (its attachments are not); RTFD data (the flattened form) is neither read nor
// written: `CocoaError(.fileReadCorruptFile)` / `CocoaError(.fileWriteUnknown)`, the errors
// UIKit gives for data it cannot handle. Linux Foundation has no `FileWrapper`, so there is no
// `fileWrapper(from:documentAttributes:)`.
extension NSAttributedString {
    /// Reads a document: RTF, HTML or plain text (the type from `options[.documentType]`, else
    /// guessed: RTF from `{\rtf`, HTML from a leading `<`, else plain text). `dict`, when
    /// given, receives the document's attributes (its type and character encoding; for RTF also
    /// `cocoaVersion`, `paperSize`, `viewSize`, `viewMode` and `defaultTabInterval` when the
    /// file gives them). RTF with unbalanced braces reads as far as it goes, as Cocoa's reader;
    /// data that does not start with `{\rtf` throws `CocoaError(.fileReadCorruptFile)`.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let (result, attributes) = try Self.readDocument(data, options: options)
        dict?.pointee = NSDictionary(dictionary: attributes)
        self.init(attributedString: result)
    }

    private static func readDocument(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any]) throws
        -> (NSAttributedString, [DocumentAttributeKey: Any]) {
        let type = (options[.documentType] as? DocumentType) ?? Self.guessType(of: data)
        let encodingValue = (options[.characterEncoding] as? UInt) ?? (options[.characterEncoding] as? Int).map(UInt.init)
        let encoding = encodingValue.map(String.Encoding.init(rawValue:)) ?? .utf8
        let result: NSAttributedString
        var attributes: [DocumentAttributeKey: Any] = [
            .documentType: type,
            .characterEncoding: encoding.rawValue,
        ]
        switch type {
        case .rtf:
            guard Self.guessType(of: data) == .rtf else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [
                    NSLocalizedDescriptionKey: "NSAttributedString: the data is not RTF (it does not start with {\\rtf)",
                ])
            }
            var reader = RTFDocumentReader()
            result = reader.read(data)
            attributes.merge(reader.documentAttributes) { _, read in read }
            attributes[.characterEncoding] = reader.characterEncoding.rawValue
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
            let defaults = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
            result = NSAttributedString(string: text, attributes: defaults)
        default:
            throw CocoaError(.fileReadCorruptFile, userInfo: [
                NSLocalizedDescriptionKey: "NSAttributedString: reading \(type.rawValue) data is not supported by OpenUIKit (RTF, HTML, plain text and .rtfd directories are)",
            ])
        }
        return (result, attributes)
    }

    /// Reads the document at a file URL (see `init(data:options:documentAttributes:)`); an
    /// RTFD directory is read through its `TXT.rtf`.
    public convenience init(url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        var isDirectory: ObjCBool = false
        if url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            // Cocoa: an RTFD package keeps its text in TXT.rtf beside the attachments' files.
            let text = try Data(contentsOf: url.appendingPathComponent("TXT.rtf"))
            var options = options
            options[.documentType] = DocumentType.rtf
            var (result, attributes) = try Self.readDocument(text, options: options)
            attributes[.documentType] = DocumentType.rtfd
            dict?.pointee = NSDictionary(dictionary: attributes)
            self.init(attributedString: result)
            return
        }
        let data = try Data(contentsOf: url)
        var options = options
        if options[.documentType] == nil {
            switch url.pathExtension.lowercased() {
            case "html", "htm": options[.documentType] = DocumentType.html
            case "txt", "text": options[.documentType] = DocumentType.plain
            case "rtf": options[.documentType] = DocumentType.rtf
            case "rtfd": options[.documentType] = DocumentType.rtfd
            default: break
            }
        }
        try self.init(data: data, options: options, documentAttributes: dict)
    }

    /// Writes the characters in `range` as the document type `dict[.documentType]` names:
    /// RTF (as Cocoa writes it; `paperSize`, `viewSize` and `defaultTabInterval` from `dict`),
    /// HTML or plain text (in `dict[.characterEncoding]`, UTF-8 by default).
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
        case .rtf: return RTFDocumentWriter.rtf(of: part, documentAttributes: dict)
        case .html: text = HTMLDocumentWriter.html(of: part)
        case .plain: text = part.string
        default:
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "NSAttributedString: writing \(type.rawValue) documents is not supported by OpenUIKit (RTF, HTML and plain text are)",
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
