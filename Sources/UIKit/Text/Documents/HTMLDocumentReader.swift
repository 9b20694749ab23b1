import Foundation

/// Reads HTML into an attributed string, as UIKit's HTML import (WebKit) does for the markup
/// apps feed it: inline styles (`b`/`strong`, `i`/`em`, `u`, `s`/`del`, `code`, `font`,
/// `span`, `a`, `sup`/`sub`, `small`/`big`), blocks (`p`, `div`, `h1`–`h6`, `li`, `pre`,
/// `blockquote`, `br`) and the `style` properties `color`, `background-color`, `font-size`,
/// `font-weight`, `font-style`, `font-family`, `text-decoration` and `text-align`. Scripts,
/// style sheets, images and tables' layout are left out.
///
/// UIKit: the default font is Times New Roman 12 pt, and whitespace collapses outside `pre`
/// (HTML's rule). Assumed, not verified against iOS (no source found): CSS pixels become
/// 0.75 pt (12 pt being WebKit's 16 px medium), a link is WebKit's default link blue
/// (0, 0, 238) and underlined besides carrying `.link`, `<br>` is "\n" (not U+2028), a block
/// ends with a newline, and list items start with "\t•\t" / "\t1.\t" (nested bullets ◦, ▪). List
/// paragraphs carry their `NSTextList`s in `NSParagraphStyle.textLists` (UIKit's HTML import
/// does so; not drawn by OpenUIKit's text views).
struct HTMLDocumentReader {
    private struct Style {
        var bold = false
        var italic = false
        var underline = false
        var strikethrough = false
        var monospace = false
        var preformatted = false
        var size: CGFloat = HTMLDocumentReader.mediumSize
        var family: String?
        var color: UIColor?
        var background: UIColor?
        var link: URL?
        var baselineOffset: CGFloat = 0
        var alignment: NSTextAlignment?
        /// The `NSTextList`s of the enclosing `ul`/`ol` elements, outermost first.
        var lists: [NSTextList] = []
    }

    private struct OpenElement {
        let name: String
        let style: Style
        let isBlock: Bool
    }

    static let mediumSize: CGFloat = 12
    static let pixel: CGFloat = 0.75
    private static let blockElements: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "pre", "blockquote", "section",
        "article", "header", "footer", "nav", "aside", "main", "table", "tr", "dl", "dt", "dd", "center",
        "address", "figure", "figcaption", "form", "fieldset", "hr",
    ]
    private static let voidElements: Set<String> = [
        "br", "hr", "img", "meta", "link", "input", "area", "base", "col", "embed", "param", "source", "track", "wbr",
    ]
    private static let hiddenElements: Set<String> = ["script", "style", "head", "title", "template", "noscript"]

    private let baseURL: URL?
    private let output = NSMutableAttributedString(string: "")
    private var open: [OpenElement] = []
    /// The open lists and their last item numbers.
    private var lists: [(list: NSTextList, counter: Int)] = []
    /// Collapsed whitespace not yet written, with the style it was seen in.
    private var pendingSpace: Style?
    private var fonts: [String: UIFont] = [:]

    init(baseURL: URL?) {
        self.baseURL = baseURL
    }

    private var style: Style { open.last?.style ?? Style() }

    mutating func read(_ html: String) -> NSAttributedString {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var text = String.UnicodeScalarView()
        func flush(_ reader: inout HTMLDocumentReader) {
            guard !text.isEmpty else { return }
            reader.appendText(HTMLEntities.decode(String(text)))
            text = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<", index + 1 < scalars.count else {
                text.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if next == "!" {
                flush(&self)
                index = Self.skipDeclaration(scalars, from: index)
            } else if next == "/" || next.properties.isAlphabetic {
                flush(&self)
                let (tag, end) = HTMLTag.parse(scalars, from: index)
                index = end
                guard let tag else { continue }
                if tag.isEnd {
                    close(tag.name)
                } else if Self.hiddenElements.contains(tag.name), !tag.isSelfClosing {
                    index = Self.skipContent(of: tag.name, in: scalars, from: index)
                } else {
                    start(tag)
                }
            } else {
                text.append(scalar)
                index += 1
            }
        }
        flush(&self)
        return output
    }

    // MARK: Elements

    private mutating func start(_ tag: HTMLTag) {
        let name = tag.name
        switch name {
        case "br":
            appendRaw("\n")
            return
        case "hr":
            breakLine()
            return
        case "img":
            appendImage(tag)
            return
        case _ where Self.voidElements.contains(name):
            return
        default:
            break
        }
        var next = style
        let isBlock = Self.blockElements.contains(name)
        switch name {
        case "b", "strong": next.bold = true
        case "i", "em", "cite", "var", "dfn", "address": next.italic = true
        case "u", "ins": next.underline = true
        case "s", "strike", "del": next.strikethrough = true
        case "code", "tt", "kbd", "samp": next.monospace = true
        case "pre":
            next.monospace = true
            next.preformatted = true
        case "small": next.size = style.size / 1.2
        case "big": next.size = style.size * 1.2
        case "sup", "sub":
            next.size = style.size * 0.83
            next.baselineOffset = style.baselineOffset + (name == "sup" ? style.size / 3 : -style.size / 6)
        case "center": next.alignment = .center
        case "ul", "ol":
            let list = Self.textList(for: tag, nesting: style.lists.count)
            next.lists.append(list)
            lists.append((list: list, counter: list.startingItemNumber - 1))
        case "a":
            if let href = tag.attributes["href"], let url = URL(string: href, relativeTo: baseURL) {
                next.link = url.absoluteURL
                next.color = UIColor(red: 0, green: 0, blue: 238 / 255, alpha: 1)
                next.underline = true
            }
        case "font":
            if let color = tag.attributes["color"].flatMap(HTMLColorParser.color(from:)) { next.color = color }
            if let face = tag.attributes["face"] { next.family = face }
            if let size = tag.attributes["size"].flatMap(Self.fontElementSize) { next.size = size }
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let scale: [CGFloat] = [2, 1.5, 1.17, 1, 0.83, 0.67]
            next.bold = true
            next.size = Self.mediumSize * scale[Int(String(name.last!))! - 1]
        default:
            break
        }
        if let align = tag.attributes["align"], let alignment = Self.alignment(align) { next.alignment = alignment }
        if let css = tag.attributes["style"] { apply(css: css, to: &next) }
        if isBlock { breakLine() }
        open.append(OpenElement(name: name, style: next, isBlock: isBlock))
        if name == "li", !lists.isEmpty {
            lists[lists.count - 1].counter += 1
            let (list, counter) = lists[lists.count - 1]
            let marker = list.marker(forItemNumber: counter)
            appendRaw(list.isOrdered ? "\t\(marker).\t" : "\t\(marker)\t")
        }
    }

    /// The list of a `ul` (WebKit's default bullets by depth: disc, circle, square) or an `ol`
    /// (`type` 1, a, A, i, I; `start`).
    private static func textList(for tag: HTMLTag, nesting: Int) -> NSTextList {
        guard tag.name == "ol" else {
            let bullets: [NSTextList.MarkerFormat] = [.disc, .circle, .square]
            return NSTextList(markerFormat: bullets[min(nesting, 2)], options: 0)
        }
        let format: NSTextList.MarkerFormat
        switch tag.attributes["type"] {
        case "a": format = .lowercaseAlpha
        case "A": format = .uppercaseAlpha
        case "i": format = .lowercaseRoman
        case "I": format = .uppercaseRoman
        default: format = .decimal
        }
        let start = tag.attributes["start"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        return NSTextList(markerFormat: format, options: [], startingItemNumber: start)
    }

    private mutating func close(_ name: String) {
        guard let index = open.lastIndex(where: { $0.name == name }) else { return }
        while open.count > index {
            let element = open.removeLast()
            if element.name == "ul" || element.name == "ol", !lists.isEmpty { lists.removeLast() }
            if element.isBlock { breakLine(using: element.style) }
        }
    }

    // MARK: Text

    private mutating func appendText(_ text: String) {
        let current = style
        if current.preformatted {
            appendRaw(text.hasPrefix("\n") && atLineStart ? String(text.dropFirst()) : text)
            return
        }
        var collapsed = ""
        for character in text {
            if character.isWhitespace && character != "\u{00A0}" {
                if pendingSpace == nil { pendingSpace = current }
                continue
            }
            if let spaceStyle = pendingSpace, !(collapsed.isEmpty && atLineStart) {
                // A space keeps the style of the text it followed (a link does not start with it).
                if collapsed.isEmpty, !Self.sameLook(spaceStyle, current) {
                    append(" ", style: spaceStyle)
                } else {
                    collapsed.append(" ")
                }
            }
            pendingSpace = nil
            collapsed.append(character)
        }
        if !collapsed.isEmpty { append(collapsed, style: current) }
    }

    private static func sameLook(_ a: Style, _ b: Style) -> Bool {
        a.bold == b.bold && a.italic == b.italic && a.underline == b.underline && a.strikethrough == b.strikethrough
            && a.monospace == b.monospace && a.size == b.size && a.family == b.family && a.color == b.color
            && a.background == b.background && a.link == b.link && a.baselineOffset == b.baselineOffset
            && a.alignment == b.alignment && a.lists.elementsEqual(b.lists, by: ===)
    }

    private var atLineStart: Bool {
        output.length == 0 || (output.string as NSString).character(at: output.length - 1) == 0x0A
    }

    /// An `img` whose `src` is a PNG or JPEG `data:` URI: an attachment character with the
    /// text's attributes, its `width` and `height` (CSS pixels) as the attachment's bounds.
    /// Other images are left out (nothing is loaded from files or the network).
    private mutating func appendImage(_ tag: HTMLTag) {
        guard let source = tag.attributes["src"], let image = DocumentImage(dataURI: source), image.isDecodable else { return }
        var size: CGSize?
        if let width = tag.attributes["width"].flatMap({ cssLength($0, relativeTo: style.size) }),
           let height = tag.attributes["height"].flatMap({ cssLength($0, relativeTo: style.size) }) {
            size = CGSize(width: width, height: height)
        }
        if let spaceStyle = pendingSpace, !atLineStart { append(" ", style: spaceStyle) }
        pendingSpace = nil
        var attributes = self.attributes(for: style)
        attributes[.attachment] = image.attachment(size: size)
        output.append(NSAttributedString(string: "\u{FFFC}", attributes: attributes))
    }

    private mutating func appendRaw(_ text: String) {
        pendingSpace = nil
        append(text, style: style)
    }

    /// Ends the line unless it just ended (blocks start and end on their own lines).
    private mutating func breakLine(using style: Style? = nil) {
        pendingSpace = nil
        guard !atLineStart else { return }
        append("\n", style: style ?? self.style)
    }

    private mutating func append(_ text: String, style: Style) {
        output.append(NSAttributedString(string: text, attributes: attributes(for: style)))
    }

    private mutating func attributes(for style: Style) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font(for: style),
            .foregroundColor: style.color ?? UIColor.black,
        ]
        if style.alignment != nil || !style.lists.isEmpty {
            let paragraph = NSMutableParagraphStyle()
            if let alignment = style.alignment { paragraph.alignment = alignment }
            paragraph.textLists = style.lists
            attributes[.paragraphStyle] = paragraph
        } else {
            attributes[.paragraphStyle] = NSParagraphStyle.default
        }
        if style.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if style.strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link = style.link { attributes[.link] = link }
        if let background = style.background { attributes[.backgroundColor] = background }
        if style.baselineOffset != 0 { attributes[.baselineOffset] = style.baselineOffset }
        return attributes
    }

    private mutating func font(for style: Style) -> UIFont {
        let family = style.monospace ? "Courier" : Self.familyName(style.family)
        let key = "\(family)|\(style.size)|\(style.bold)|\(style.italic)"
        if let font = fonts[key] { return font }
        let base = family == "system" ? UIFont.systemFont(ofSize: style.size)
            : (UIFont(name: family, size: style.size) ?? UIFont.systemFont(ofSize: style.size))
        var traits = base.fontDescriptor.symbolicTraits
        if style.bold { traits.insert(.traitBold) }
        if style.italic { traits.insert(.traitItalic) }
        var font = base
        if traits != base.fontDescriptor.symbolicTraits, let descriptor = base.fontDescriptor.withSymbolicTraits(traits) {
            font = UIFont(descriptor: descriptor, size: style.size)
        }
        fonts[key] = font
        return font
    }

    /// The first family of a CSS list, with CSS's generic families mapped to iOS's fonts.
    private static func familyName(_ list: String?) -> String {
        guard let first = list?.split(separator: ",").first else { return "Times New Roman" }
        let name = first.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
        switch name.lowercased() {
        case "serif", "": return "Times New Roman"
        case "sans-serif": return "Helvetica"
        case "monospace": return "Courier"
        case "system-ui", "-apple-system", "ui-sans-serif": return "system"
        default: return name
        }
    }

    // MARK: CSS

    private func apply(css: String, to style: inout Style) {
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let property = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces)
            switch property {
            case "color":
                if let color = HTMLColorParser.color(from: value) { style.color = color }
            case "background-color", "background":
                if let color = HTMLColorParser.color(from: value) { style.background = color }
            case "font-size":
                if let size = cssLength(value, relativeTo: style.size) { style.size = size }
            case "font-weight":
                let lowered = value.lowercased()
                style.bold = lowered == "bold" || lowered == "bolder" || (Int(lowered).map { $0 >= 600 } ?? false)
            case "font-style":
                style.italic = value.lowercased() == "italic" || value.lowercased() == "oblique"
            case "font-family":
                style.family = value
            case "text-decoration", "text-decoration-line":
                let lowered = value.lowercased()
                style.underline = lowered.contains("underline")
                style.strikethrough = lowered.contains("line-through")
            case "text-align":
                if let alignment = Self.alignment(value) { style.alignment = alignment }
            default:
                break
            }
        }
    }

    /// A CSS length in points: `px` (0.75 pt each), `pt`, `em`/`rem`, `%` and the size keywords.
    private func cssLength(_ value: String, relativeTo parent: CGFloat) -> CGFloat? {
        let lowered = value.lowercased()
        let keywords: [String: CGFloat] = ["xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18,
                                           "x-large": 24, "xx-large": 32, "xxx-large": 48]
        if let pixels = keywords[lowered] { return pixels * Self.pixel }
        if lowered == "smaller" { return parent / 1.2 }
        if lowered == "larger" { return parent * 1.2 }
        let units: [(String, (CGFloat) -> CGFloat)] = [
            ("px", { $0 * Self.pixel }), ("pt", { $0 }), ("rem", { $0 * Self.mediumSize }),
            ("em", { $0 * parent }), ("%", { $0 * parent / 100 }),
        ]
        for (unit, convert) in units where lowered.hasSuffix(unit) {
            guard let number = Double(lowered.dropLast(unit.count).trimmingCharacters(in: .whitespaces)) else { return nil }
            return number > 0 ? convert(CGFloat(number)) : nil
        }
        return Double(lowered).flatMap { $0 > 0 ? CGFloat($0) * Self.pixel : nil }
    }

    /// `<font size>`: 1…7 (WebKit's x-small … xxx-large), or relative (+1, −2) to 3.
    private static func fontElementSize(_ value: String) -> CGFloat? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard var level = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) else { return nil }
        if trimmed.hasPrefix("+") || trimmed.hasPrefix("-") { level += 3 }
        let pixels: [CGFloat] = [10, 13, 16, 18, 24, 32, 48]
        return pixels[min(max(level, 1), 7) - 1] * pixel
    }

    private static func alignment(_ value: String) -> NSTextAlignment? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "left", "start": return .left
        case "right", "end": return .right
        case "center": return .center
        case "justify": return .justified
        default: return nil
        }
    }

    // MARK: Skipping

    /// Past a comment (`<!-- … -->`), a doctype or CDATA.
    private static func skipDeclaration(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        if start + 3 < scalars.count, scalars[start + 2] == "-", scalars[start + 3] == "-" {
            var index = start + 4
            while index + 2 < scalars.count {
                if scalars[index] == "-", scalars[index + 1] == "-", scalars[index + 2] == ">" { return index + 3 }
                index += 1
            }
            return scalars.count
        }
        var index = start
        while index < scalars.count, scalars[index] != ">" { index += 1 }
        return index + 1
    }

    /// Past the content and end tag of a script, style sheet or head.
    private static func skipContent(of name: String, in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let closing = Array("</\(name)".unicodeScalars)
        var index = start
        while index + closing.count <= scalars.count {
            var matches = true
            for offset in 0..<closing.count
            where Character(scalars[index + offset]).lowercased() != Character(closing[offset]).lowercased() {
                matches = false
                break
            }
            if matches {
                var end = index + closing.count
                while end < scalars.count, scalars[end] != ">" { end += 1 }
                return end + 1
            }
            index += 1
        }
        return scalars.count
    }
}
