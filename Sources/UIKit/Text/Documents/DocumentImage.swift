import Foundation

/// A PNG or JPEG image a document carries inline: an HTML `data:` URI or an RTF `\pict`
/// group (`\pngblip`/`\jpegblip`), read into and written from `NSTextAttachment`s.
struct DocumentImage {
    enum Format {
        case png, jpeg

        var typeIdentifier: String { self == .png ? "public.png" : "public.jpeg" }
        var mediaType: String { self == .png ? "image/png" : "image/jpeg" }
        var rtfWord: String { self == .png ? "pngblip" : "jpegblip" }
    }

    var data: Data
    var format: Format

    init(data: Data, format: Format) {
        self.data = data
        self.format = format
    }

    /// A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URI (other media types and
    /// URIs that are not base64: nil).
    init?(dataURI: String) {
        let trimmed = dataURI.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("data:"), let comma = trimmed.firstIndex(of: ",") else { return nil }
        let header = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<comma].lowercased()
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.contains("base64") else { return nil }
        switch parts.first ?? "" {
        case "image/png": format = .png
        case "image/jpeg", "image/jpg": format = .jpeg
        default: return nil
        }
        let payload = trimmed[trimmed.index(after: comma)...].filter { !$0.isWhitespace }
        guard let decoded = Data(base64Encoded: String(payload)) else { return nil }
        data = decoded
    }

    /// An attachment's image as a document stores it: its `contents` when they are PNG or
    /// JPEG bytes, else its image encoded as PNG; nil for an attachment without an image.
    init?(attachment: NSTextAttachment) {
        if let contents = attachment.contents, let format = Self.format(of: contents) {
            data = contents
            self.format = format
        } else if let image = attachment.image ?? attachment.contents.flatMap({ UIImage(data: $0) }),
                  let png = image.pngData() {
            data = png
            format = .png
        } else {
            return nil
        }
    }

    /// The format the bytes' signature names.
    static func format(of data: Data) -> Format? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Whether the bytes decode as an image (truncated or damaged data is left out).
    var isDecodable: Bool { UIImage(data: data) != nil }

    var dataURI: String { "data:\(format.mediaType);base64,\(data.base64EncodedString())" }

    /// The attachment UIKit's readers make: the bytes as its `contents` with their type, and
    /// `size` (points) as its bounds when the document gives one.
    func attachment(size: CGSize?) -> NSTextAttachment {
        let attachment = NSTextAttachment(data: data, ofType: format.typeIdentifier)
        if let size, size.width > 0, size.height > 0 { attachment.bounds = CGRect(origin: .zero, size: size) }
        return attachment
    }

    /// The image's size in points: the attachment's bounds, else its image's size.
    static func size(of attachment: NSTextAttachment) -> CGSize? {
        if attachment.bounds.width > 0, attachment.bounds.height > 0 { return attachment.bounds.size }
        let image = attachment.image ?? attachment.contents.flatMap { UIImage(data: $0) }
        return image.map(\.size)
    }

    /// RTF's hexadecimal picture data (two digits a byte; other characters ignored).
    static func bytes(fromHex digits: [UInt8]) -> Data {
        var bytes = Data()
        bytes.reserveCapacity(digits.count / 2)
        var high: UInt8?
        for digit in digits {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = digit - UInt8(ascii: "A") + 10
            default: continue
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return bytes
    }

    /// The bytes as RTF picture data: lowercase hexadecimal, 128 digits a line.
    var hexLines: String {
        let digits = Array("0123456789abcdef".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(data.count * 2 + data.count / 64)
        for (index, byte) in data.enumerated() {
            if index > 0, index % 64 == 0 { result.append(0x0A) }
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: result, as: UTF8.self)
    }
}
