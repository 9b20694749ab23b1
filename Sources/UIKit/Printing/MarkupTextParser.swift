import Foundation

/// The small subset of HTML that `UIMarkupTextPrintFormatter` prints, turned into attributed
/// text: paragraphs (`p`, `div`), line breaks (`br`), bold (`b`, `strong`), italic (`i`,
/// `em`), headings `h1`–`h3`, lists (`ul`/`ol` with `li`), and the entities `&amp;` `&lt;`
/// `&gt;` `&quot;` `&apos;` `&#39;` `&nbsp;` and numeric ones. Other tags are left out and
/// their text kept; `head`, `style`, `script` and `title` are left out with their content.
/// White space collapses as in HTML.
struct MarkupTextParser {
    static let bodySize: CGFloat = 12
    /// Our heading sizes: 2, 1.5 and 1.17 times the body, as browsers' default style sheets.
    static let headingSizes: [CGFloat] = [24, 18, 14]

    private let result = NSMutableAttributedString(string: "")
    private var bold = 0
    private var italic = 0
    private var heading = 0
    private var hiddenDepth = 0
    private var lists: [(ordered: Bool, count: Int)] = []
    /// Whether the text so far ends at the start of a line (no space is due there).
    private var atLineStart = true
    private var pendingSpace = false
    private var pendingBreak = false
    private var color: UIColor

    private init(color: UIColor) {
        self.color = color
    }

    static func attributedText(from markup: String, color: UIColor = .black) -> NSAttributedString {
        var parser = MarkupTextParser(color: color)
        parser.parse(markup)
        return parser.result
    }

    private var font: UIFont {
        if heading > 0 { return .boldSystemFont(ofSize: Self.headingSizes[heading - 1]) }
        let size = Self.bodySize
        switch (bold > 0, italic > 0) {
        case (true, true):
            let descriptor = UIFont.systemFont(ofSize: size).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
            return descriptor.map { UIFont(descriptor: $0, size: size) } ?? .boldSystemFont(ofSize: size)
        case (true, false): return .boldSystemFont(ofSize: size)
        case (false, true): return .italicSystemFont(ofSize: size)
        case (false, false): return .systemFont(ofSize: size)
        }
    }

    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        let indent = CGFloat(lists.count) * 18
        style.headIndent = indent
        style.firstLineHeadIndent = indent
        style.paragraphSpacing = heading > 0 ? 6 : 0
        return style
    }

    private mutating func append(_ text: String) {
        guard hiddenDepth == 0, !text.isEmpty else { return }
        var output = ""
        if pendingBreak, result.length > 0 { output += "\n" }
        if pendingSpace, !atLineStart, !pendingBreak { output += " " }
        pendingBreak = false
        pendingSpace = false
        output += text
        result.append(NSAttributedString(string: output, attributes: [
            .font: font, .foregroundColor: color, .paragraphStyle: paragraphStyle,
        ]))
        atLineStart = false
    }

    /// `br`: ends the line here (two in a row leave an empty line).
    private mutating func breakLine() {
        guard hiddenDepth == 0 else { return }
        if pendingBreak, result.length > 0 { result.append(NSAttributedString(string: "\n", attributes: [.font: font])) }
        result.append(NSAttributedString(string: "\n", attributes: [.font: font, .paragraphStyle: paragraphStyle]))
        pendingBreak = false
        atLineStart = true
        pendingSpace = false
    }

    /// The start or end of a block: the next text starts a new paragraph.
    private mutating func blockBoundary() {
        if !atLineStart { pendingBreak = true }
        atLineStart = true
        pendingSpace = false
    }

    private mutating func text(_ raw: Substring) {
        let decoded = Self.decodeEntities(raw)
        var word = ""
        for character in decoded {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                if !word.isEmpty { append(word); word = "" }
                pendingSpace = true
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { append(word) }
    }

    private mutating func tag(_ raw: Substring) {
        var body = raw.trimmingCharacters(in: .whitespaces)
        guard !body.hasPrefix("!"), !body.hasPrefix("?") else { return }
        let closing = body.hasPrefix("/")
        if closing { body.removeFirst() }
        let name = body.prefix { $0.isLetter || $0.isNumber }.lowercased()
        switch name {
        case "head", "style", "script", "title":
            hiddenDepth = max(0, hiddenDepth + (closing ? -1 : 1))
        case "b", "strong": bold = max(0, bold + (closing ? -1 : 1))
        case "i", "em": italic = max(0, italic + (closing ? -1 : 1))
        case "br": breakLine()
        case "p", "div":
            blockBoundary()
        case "h1", "h2", "h3":
            blockBoundary()
            heading = closing ? 0 : Int(name.dropFirst())!
        case "ul", "ol":
            blockBoundary()
            if closing { _ = lists.popLast() } else { lists.append((name == "ol", 0)) }
        case "li":
            blockBoundary()
            if !closing {
                var marker = "\u{2022}"
                if let last = lists.indices.last {
                    lists[last].count += 1
                    if lists[last].ordered { marker = "\(lists[last].count)." }
                }
                append(marker + "\u{00A0}")
                atLineStart = true
            }
        default:
            break
        }
    }

    private mutating func parse(_ markup: String) {
        var rest = Substring(markup)
        while !rest.isEmpty {
            if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { return }
                rest = rest[end.upperBound...]
            } else if rest.first == "<", let end = rest.firstIndex(of: ">") {
                tag(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...]
            } else {
                let next = rest.dropFirst().firstIndex(of: "<") ?? rest.endIndex
                text(rest[rest.startIndex..<next])
                rest = rest[next...]
            }
        }
    }

    static func decodeEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var output = ""
        var rest = text
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]
        while let amp = rest.firstIndex(of: "&") {
            output += rest[rest.startIndex..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[after.startIndex..<semicolon])
                var replacement: String?
                if let value = named[name] {
                    replacement = value
                } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16) {
                    replacement = Unicode.Scalar(code).map { String(Character($0)) }
                } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()) {
                    replacement = Unicode.Scalar(code).map { String(Character($0)) }
                }
                if let replacement {
                    output += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            output += "&"
            rest = after
        }
        output += rest
        return output
    }
}
