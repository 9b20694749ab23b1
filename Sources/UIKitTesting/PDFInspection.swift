import Foundation
import CoreGraphics

/// Reads the structure of a PDF's uncompressed objects (page objects, media boxes, fonts,
/// images); content streams are not decompressed.
struct PDFInspection {
    var pageSizes: [CGSize] = []
    var fontNames: [String] = []
    var imageCount = 0

    init(data: Data) {
        let text = String(decoding: data, as: Unicode.ASCII.self)
        let objects = text.components(separatedBy: " obj")
        for object in objects.dropFirst() {
            let body = object.components(separatedBy: "endobj").first ?? object
            let dictionary = body.components(separatedBy: "stream").first ?? body
            if Self.hasName(dictionary, "/Type", "/Page") {
                if let box = Self.numbers(after: "/MediaBox", in: dictionary), box.count == 4 {
                    pageSizes.append(CGSize(width: box[2] - box[0], height: box[3] - box[1]))
                } else {
                    pageSizes.append(.zero)
                }
            }
            if Self.hasName(dictionary, "/Subtype", "/Image") { imageCount += 1 }
            if Self.hasName(dictionary, "/Type", "/FontDescriptor") || !dictionary.contains("/Type /Font") { continue }
            if let range = dictionary.range(of: "/BaseFont /") {
                let name = dictionary[range.upperBound...].prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
                let base = name.split(separator: "+", maxSplits: 1).last.map(String.init) ?? String(name)
                if !fontNames.contains(base) { fontNames.append(base) }
            }
        }
    }

    /// Whether `dictionary` has `key value` where the value is exactly the name given.
    private static func hasName(_ dictionary: String, _ key: String, _ value: String) -> Bool {
        var rest = Substring(dictionary)
        while let range = rest.range(of: key) {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
            if after.hasPrefix(value) {
                let next = after.dropFirst(value.count).first
                if next == nil || !(next!.isLetter || next!.isNumber) { return true }
            }
            rest = rest[range.upperBound...]
        }
        return false
    }

    private static func numbers(after key: String, in dictionary: String) -> [CGFloat]? {
        guard let range = dictionary.range(of: key),
              let open = dictionary[range.upperBound...].firstIndex(of: "["),
              let close = dictionary[open...].firstIndex(of: "]") else { return nil }
        let values = dictionary[dictionary.index(after: open)..<close].split(whereSeparator: { $0.isWhitespace })
        return values.compactMap { Double($0).map { CGFloat($0) } }
    }
}
