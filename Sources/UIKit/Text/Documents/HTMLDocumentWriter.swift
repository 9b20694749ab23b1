import Foundation

/// Writes an attributed string as an HTML document: one `<p>` per paragraph, a `<span>` with
/// inline CSS per run (font family, size in points, weight, style, colors, decorations) and
/// `<a href>` for links; paragraphs in `textLists` as `<li>` items of nested `<ul>`/`<ol>`
/// (their "\t•\t" markers left to the list). `HTMLDocumentReader` reads it back to the same
/// text and styles.
enum HTMLDocumentWriter {
    static func html(of string: NSAttributedString) -> String {
        var body = ""
        let text = string.string as NSString
        var openLists: [NSTextList] = []
        var paragraphStart = 0
        while paragraphStart <= text.length {
            let searchRange = NSRange(location: paragraphStart, length: text.length - paragraphStart)
            let newline = text.range(of: "\n", options: [], range: searchRange)
            let end = newline.location == NSNotFound ? text.length : newline.location
            if paragraphStart == text.length, newline.location == NSNotFound, paragraphStart > 0 { break }
            let range = NSRange(location: paragraphStart, length: end - paragraphStart)
            let lists = range.length > 0
                ? (string.attribute(.paragraphStyle, at: range.location, effectiveRange: nil) as? NSParagraphStyle)?.textLists ?? []
                : []
            var common = 0
            while common < min(lists.count, openLists.count), lists[common] === openLists[common] { common += 1 }
            while openLists.count > common { body += "</\(tag(of: openLists.removeLast()))>\n" }
            for list in lists[common...] {
                body += "<\(tag(of: list))\(listAttributes(list))>\n"
                openLists.append(list)
            }
            if lists.isEmpty {
                body += paragraph(of: string, in: range)
            } else {
                body += "<li>\(content(of: string, in: withoutMarker(range, in: text)))</li>\n"
            }
            guard newline.location != NSNotFound else { break }
            paragraphStart = end + 1
        }
        while let list = openLists.popLast() { body += "</\(tag(of: list))>\n" }
        return """
        <!DOCTYPE html>
        <html>
        <head>
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    private static func paragraph(of string: NSAttributedString, in range: NSRange) -> String {
        var style = "margin: 0.0px 0.0px 0.0px 0.0px"
        if range.length > 0,
           let paragraph = string.attribute(.paragraphStyle, at: range.location, effectiveRange: nil) as? NSParagraphStyle {
            switch paragraph.alignment {
            case .center: style += "; text-align: center"
            case .right: style += "; text-align: right"
            case .justified: style += "; text-align: justify"
            default: break
            }
        }
        let content = content(of: string, in: range)
        return "<p style=\"\(style)\">\(content.isEmpty ? "<br>" : content)</p>\n"
    }

    private static func tag(of list: NSTextList) -> String {
        list.isOrdered ? "ol" : "ul"
    }

    /// `type` for lettered and roman numbering, `start` when the list does not start at 1.
    private static func listAttributes(_ list: NSTextList) -> String {
        let types: [NSTextList.MarkerFormat: String] = [
            .lowercaseAlpha: "a", .lowercaseLatin: "a", .uppercaseAlpha: "A", .uppercaseLatin: "A",
            .lowercaseRoman: "i", .uppercaseRoman: "I",
        ]
        var attributes = types[list.markerFormat].map { " type=\"\($0)\"" } ?? ""
        if list.startingItemNumber != 1 { attributes += " start=\"\(list.startingItemNumber)\"" }
        return attributes
    }

    /// A list item's range without the "\t<marker>\t" its text starts with.
    private static func withoutMarker(_ range: NSRange, in text: NSString) -> NSRange {
        let item = text.substring(with: range)
        guard item.hasPrefix("\t") else { return range }
        let rest = item.utf16.dropFirst()
        guard let tab = rest.firstIndex(of: 0x09) else { return range }
        let markerLength = item.utf16.distance(from: item.utf16.startIndex, to: tab) + 1
        return NSRange(location: range.location + markerLength, length: range.length - markerLength)
    }

    private static func content(of string: NSAttributedString, in range: NSRange) -> String {
        var content = ""
        string.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
            if let attachment = attributes[.attachment] as? NSTextAttachment, let image = DocumentImage(attachment: attachment) {
                content += String(repeating: imageTag(image, size: DocumentImage.size(of: attachment)), count: runRange.length)
                return
            }
            let text = escape((string.string as NSString).substring(with: runRange))
            var span = "<span style=\"\(css(for: attributes))\">\(text)</span>"
            if let link = attributes[.link] {
                let href = (link as? URL)?.absoluteString ?? "\(link)"
                span = "<a href=\"\(escape(href))\">\(span)</a>"
            }
            content += span
        }
        return content
    }

    /// An attachment's image inline as a `data:` URI, its size in CSS pixels.
    private static func imageTag(_ image: DocumentImage, size: CGSize?) -> String {
        var tag = "<img src=\"\(image.dataURI)\""
        if let size {
            tag += " width=\"\(format(size.width / HTMLDocumentReader.pixel))\" height=\"\(format(size.height / HTMLDocumentReader.pixel))\""
        }
        return tag + ">"
    }

    private static func css(for attributes: [NSAttributedString.Key: Any]) -> String {
        var properties: [String] = []
        if let font = attributes[.font] as? UIFont {
            properties.append("font-family: '\(font.familyName)'")
            properties.append("font-size: \(format(font.pointSize))pt")
            let traits = font.fontDescriptor.symbolicTraits
            if traits.contains(.traitBold) { properties.append("font-weight: bold") }
            if traits.contains(.traitItalic) { properties.append("font-style: italic") }
        }
        if let color = attributes[.foregroundColor] as? UIColor { properties.append("color: \(hex(color))") }
        if let color = attributes[.backgroundColor] as? UIColor { properties.append("background-color: \(hex(color))") }
        var decorations: [String] = []
        if let underline = attributes[.underlineStyle] as? Int, underline != 0 { decorations.append("underline") }
        if let strike = attributes[.strikethroughStyle] as? Int, strike != 0 { decorations.append("line-through") }
        if !decorations.isEmpty { properties.append("text-decoration: \(decorations.joined(separator: " "))") }
        return properties.joined(separator: "; ")
    }

    private static func hex(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> String {
            let hex = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\u{00A0}": result += "&nbsp;"
            default: result.append(character)
            }
        }
        return result
    }
}
