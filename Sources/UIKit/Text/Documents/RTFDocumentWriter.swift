import Foundation

/// Writes an attributed string as RTF the way Cocoa's `data(from:documentAttributes:)` does:
/// the `{\rtf1\ansi\ansicpg1252\cocoartf…` header, a font table of PostScript names, a color
/// table that starts with the automatic color and white, `\pard` paragraph properties with
/// the tab stops, and per run only the properties that changed. `RTFDocumentReader` reads it
/// back to the same text and attributes (fonts, colors, decorations, kerning, baseline offset,
/// links, paragraph styles with their `textLists`). Attachments, shadows and strokes are not written.
struct RTFDocumentWriter {
    private struct RunFormat: Equatable {
        var font = 0
        var halfPoints = 24
        var bold = false
        var italic = false
        var underline = 0
        var strikethrough = 0
        var foreground = 0
        var background = 0
        var underlineColor = 0
        var strikethroughColor = 0
        var raise = 0
        var expansionTwips = 0
    }

    /// Assumed: the `\cocoartf` version of iOS 18's text system (TextEdit on macOS 15 writes 2822).
    static let cocoaVersion = 2822

    private var fontNames: [String] = []
    private var fontFamilies: [String] = []
    /// Color table entries after the automatic color (entry 0).
    private var colors: [(red: Int, green: Int, blue: Int)] = [(255, 255, 255)]
    /// The lists of `textLists`, by outermost list: each one's levels, numbered from 1 in
    /// `\listtable` (as `\listidN`) and `\listoverridetable` (as `\lsN`).
    private var lists: [[NSTextList]] = []

    static func rtf(of string: NSAttributedString,
                    documentAttributes: [NSAttributedString.DocumentAttributeKey: Any] = [:]) -> Data {
        var writer = RTFDocumentWriter()
        return writer.write(string, documentAttributes: documentAttributes)
    }

    private mutating func write(_ string: NSAttributedString,
                                documentAttributes: [NSAttributedString.DocumentAttributeKey: Any]) -> Data {
        let body = self.body(of: string)
        var header = "{\\rtf1\\ansi\\ansicpg1252\\cocoartf\(Self.cocoaVersion)\n"
        // Cocoa: `\cocoaplatform1` marks a file written on iOS (0 is macOS); assumed.
        header += "\\cocoatextscaling0\\cocoaplatform1{\\fonttbl"
        if fontNames.isEmpty {
            fontNames = ["Helvetica"]
            fontFamilies = ["fswiss"]
        }
        for (index, name) in fontNames.enumerated() {
            header += "\\f\(index)\\\(fontFamilies[index])\\fcharset0 \(Self.escaped(name));"
        }
        header += "}\n{\\colortbl;"
        for color in colors { header += "\\red\(color.red)\\green\(color.green)\\blue\(color.blue);" }
        header += "}\n"
        header += listTables()
        if let size = Self.size(documentAttributes[.paperSize]) {
            header += "\\paperw\(Self.twips(size.width))\\paperh\(Self.twips(size.height))"
        }
        if let size = Self.size(documentAttributes[.viewSize]) {
            header += "\\vieww\(Self.twips(size.width))\\viewh\(Self.twips(size.height))\\viewkind0"
        }
        if let interval = (documentAttributes[.defaultTabInterval] as? NSNumber)?.doubleValue
            ?? (documentAttributes[.defaultTabInterval] as? Double) {
            header += "\\deftab\(Self.twips(CGFloat(interval)))"
        }
        if !header.hasSuffix("\n") { header += "\n" }
        return Data((header + body + "}").utf8)
    }

    // MARK: Body

    private mutating func body(of string: NSAttributedString) -> String {
        var body = ""
        let text = string.string as NSString
        var previousStyle: NSParagraphStyle?
        var previous = RunFormat()
        var first = true
        var paragraphStart = 0
        while paragraphStart < text.length || (first && text.length == 0) {
            let paragraph = text.paragraphRange(for: NSRange(location: paragraphStart, length: 0))
            let style = paragraph.length > 0
                ? (string.attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) as? NSParagraphStyle)
                : nil
            let resolved = style ?? .default
            if first || resolved != previousStyle {
                body += Self.paragraphWords(resolved) + listWords(resolved.textLists) + "\n\n"
                previousStyle = resolved
            }
            string.enumerateAttributes(in: paragraph, options: []) { attributes, range, _ in
                let format = runFormat(attributes)
                let words = Self.changes(from: previous, to: format, first: first)
                first = false
                previous = format
                var content: String
                if let attachment = attributes[.attachment] as? NSTextAttachment, let image = DocumentImage(attachment: attachment) {
                    content = String(repeating: Self.picture(image, size: DocumentImage.size(of: attachment)), count: range.length)
                } else {
                    content = Self.escapedText(text.substring(with: range))
                }
                if let link = attributes[.link] {
                    let url = (link as? URL)?.absoluteString ?? "\(link)"
                    // Cocoa writes links as Word's HYPERLINK fields. The run's properties go
                    // before the field: inside its group they would end with it.
                    let newline = content.hasSuffix("\\\n")
                    if newline { content.removeLast(2) }
                    content = "{\\field{\\*\\fldinst{HYPERLINK \"\(Self.escaped(url))\"}}{\\fldrslt \(content)}}"
                        + (newline ? "\\\n" : "")
                }
                if !words.isEmpty { content = words + " " + content }
                body += content
            }
            if first {
                body += "\\f0\\fs24 \\cf0 "
                first = false
            }
            paragraphStart = NSMaxRange(paragraph)
            if paragraph.length == 0 { break }
        }
        return body
    }

    private mutating func runFormat(_ attributes: [NSAttributedString.Key: Any]) -> RunFormat {
        var format = RunFormat()
        // Cocoa: text without a font is written as Helvetica 12, the text system's default.
        let font = attributes[.font] as? UIFont
        let traits = font?.fontDescriptor.symbolicTraits ?? []
        format.font = fontIndex(name: font?.fontName ?? "Helvetica",
                                family: font.map(RTFFontTableEntry.familyWord(for:)) ?? "fswiss")
        format.halfPoints = Int(((font?.pointSize ?? 12) * 2).rounded())
        format.bold = traits.contains(.traitBold)
        format.italic = traits.contains(.traitItalic)
        format.underline = Self.int(attributes[.underlineStyle])
        format.strikethrough = Self.int(attributes[.strikethroughStyle])
        format.foreground = colorIndex(attributes[.foregroundColor])
        format.background = colorIndex(attributes[.backgroundColor])
        format.underlineColor = colorIndex(attributes[.underlineColor])
        format.strikethroughColor = colorIndex(attributes[.strikethroughColor])
        format.raise = Int((Self.float(attributes[.baselineOffset]) * 2).rounded())
        format.expansionTwips = Int((Self.float(attributes[.kern]) * 20).rounded())
        return format
    }

    private static func changes(from old: RunFormat, to new: RunFormat, first: Bool) -> String {
        var words = ""
        if first || old.font != new.font { words += "\\f\(new.font)" }
        if first || old.bold != new.bold { words += new.bold ? "\\b" : (first ? "" : "\\b0") }
        if first || old.italic != new.italic { words += new.italic ? "\\i" : (first ? "" : "\\i0") }
        if first || old.halfPoints != new.halfPoints { words += "\\fs\(new.halfPoints)" }
        if first || old.foreground != new.foreground { words += (words.isEmpty ? "" : " ") + "\\cf\(new.foreground)" }
        if old.background != new.background { words += "\\cb\(new.background)" }
        if old.underline != new.underline { words += underlineWord(new.underline) }
        if old.underlineColor != new.underlineColor { words += "\\ulc\(new.underlineColor)" }
        if old.strikethrough != new.strikethrough {
            let style = NSUnderlineStyle(rawValue: new.strikethrough)
            words += new.strikethrough == 0 ? "\\strike0\\striked0" : (style.contains(.double) ? "\\striked1" : "\\strike")
        }
        if old.strikethroughColor != new.strikethroughColor { words += "\\strikec\(new.strikethroughColor)" }
        if old.raise != new.raise { words += new.raise >= 0 ? "\\up\(new.raise)" : "\\dn\(-new.raise)" }
        if old.expansionTwips != new.expansionTwips {
            // Cocoa writes both: `\expnd` in quarter points for older readers, `\expndtw` in twips.
            words += "\\expnd\(new.expansionTwips / 5)\\expndtw\(new.expansionTwips)"
        }
        return words
    }

    private static func underlineWord(_ rawValue: Int) -> String {
        let style = NSUnderlineStyle(rawValue: rawValue)
        if rawValue == 0 { return "\\ulnone" }
        if style.contains(.double) { return "\\uldb" }
        if style.contains(.thick) { return "\\ulth" }
        if style.contains(.byWord) { return "\\ulw" }
        if style.contains(.patternDot) { return "\\uld" }
        if style.contains(.patternDash) { return "\\uldash" }
        return "\\ul"
    }

    /// `\pard`, the tab stops (Cocoa always writes them), alignment, indents and spacing.
    private static func paragraphWords(_ style: NSParagraphStyle) -> String {
        var words = "\\pard"
        for tab in style.tabStops {
            switch tab.alignment {
            case .right: words += "\\tqr"
            case .center: words += "\\tqc"
            default: break
            }
            words += "\\tx\(twips(tab.location))"
        }
        if style.headIndent != 0 { words += "\\li\(twips(style.headIndent))" }
        if style.firstLineHeadIndent != style.headIndent {
            words += "\\fi\(twips(style.firstLineHeadIndent) - twips(style.headIndent))"
        }
        if style.tailIndent < 0 { words += "\\ri\(twips(-style.tailIndent))" }
        if style.paragraphSpacingBefore != 0 { words += "\\sb\(twips(style.paragraphSpacingBefore))" }
        if style.paragraphSpacing != 0 { words += "\\sa\(twips(style.paragraphSpacing))" }
        if style.lineHeightMultiple > 0 {
            words += "\\sl\(Int((style.lineHeightMultiple * 240).rounded()))\\slmult1"
        } else if style.minimumLineHeight > 0, style.minimumLineHeight == style.maximumLineHeight {
            words += "\\sl-\(twips(style.minimumLineHeight))\\slmult0"
        } else if style.minimumLineHeight > 0 {
            words += "\\sl\(twips(style.minimumLineHeight))\\slmult0"
        }
        if style.maximumLineHeight > 0, style.maximumLineHeight != style.minimumLineHeight {
            words += "\\slmaximum\(twips(style.maximumLineHeight))"
        }
        if style.lineSpacing > 0 { words += "\\slleading\(twips(style.lineSpacing))" }
        if style.defaultTabInterval > 0 { words += "\\pardeftab\(twips(style.defaultTabInterval))" }
        switch style.alignment {
        case .left: words += "\\ql"
        case .center: words += "\\qc"
        case .right: words += "\\qr"
        case .justified: words += "\\qj"
        default: break
        }
        switch style.baseWritingDirection {
        case .rightToLeft: words += "\\rtlpar"
        case .leftToRight: words += "\\ltrpar"
        default: words += "\\pardirnatural"
        }
        return words + "\\partightenfactor0"
    }

    // MARK: Lists

    /// `\lsN\ilvlN` for a paragraph in `textLists` (registering its lists).
    private mutating func listWords(_ textLists: [NSTextList]) -> String {
        guard let outermost = textLists.first else { return "" }
        let index: Int
        if let known = lists.firstIndex(where: { $0.first === outermost }) {
            index = known
            for (level, list) in textLists.enumerated() where level >= lists[index].count { lists[index].append(list) }
        } else {
            lists.append(textLists)
            index = lists.count - 1
        }
        return "\\ls\(index + 1)\\ilvl\(textLists.count - 1)"
    }

    /// Cocoa's list tables: a `\list` per outermost list with a `\listlevel` per nesting level
    /// carrying the `NSTextList`'s format as `{\*\levelmarker …}`, and one override per list.
    /// (Cocoa also writes `\leveltext` for other readers; not written here.)
    private func listTables() -> String {
        guard !lists.isEmpty else { return "" }
        var table = "{\\*\\listtable"
        for (index, levels) in lists.enumerated() {
            table += "{\\list\\listtemplateid\(index + 1)\\listhybrid"
            for (level, list) in levels.enumerated() {
                let numberType = Self.numberType(list.markerFormat)
                table += "{\\listlevel\\levelnfc\(numberType)\\levelnfcn\(numberType)\\leveljc0\\leveljcn0\\levelfollow0"
                table += "\\levelstartat\(list.startingItemNumber)\\levelspace360\\levelindent0"
                table += "{\\*\\levelmarker \(Self.escapedText(list.markerFormat.rawValue))}"
                table += "\\fi-360\\li\(720 * (level + 1))\\lin\(720 * (level + 1)) }"
            }
            table += "{\\listname ;}\\listid\(index + 1)}"
        }
        table += "}\n{\\*\\listoverridetable"
        for index in lists.indices {
            table += "{\\listoverride\\listid\(index + 1)\\listoverridecount0\\ls\(index + 1)}"
        }
        return table + "}\n"
    }

    /// RTF 1.9.1's `\levelnfc` for a marker format (23: bullet).
    private static func numberType(_ format: NSTextList.MarkerFormat) -> Int {
        switch format {
        case .uppercaseRoman: return 1
        case .lowercaseRoman: return 2
        case .uppercaseAlpha, .uppercaseLatin: return 3
        case .lowercaseAlpha, .lowercaseLatin: return 4
        case .decimal, .octal, .lowercaseHexadecimal, .uppercaseHexadecimal: return 0
        default: return 23
        }
    }

    // MARK: Tables

    private mutating func fontIndex(name: String, family: String) -> Int {
        if let index = fontNames.firstIndex(of: name) { return index }
        fontNames.append(name)
        fontFamilies.append(family)
        return fontNames.count - 1
    }

    private mutating func colorIndex(_ value: Any?) -> Int {
        guard let color = value as? UIColor else { return 0 }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let entry = (red: byte(red), green: byte(green), blue: byte(blue))
        // Entry 1 is the white Cocoa always writes; colors are numbered from 2.
        if let index = colors.dropFirst().firstIndex(where: { $0 == entry }) { return index + 1 }
        colors.append(entry)
        return colors.count
    }

    /// An attachment's image as a `\pict` group: its type, its size in twips as the goal size,
    /// and its bytes in hexadecimal.
    private static func picture(_ image: DocumentImage, size: CGSize?) -> String {
        var group = "{\\pict\\\(image.format.rtfWord)"
        if let size { group += "\\picwgoal\(twips(size.width))\\pichgoal\(twips(size.height))" }
        return group + "\n" + image.hexLines + "}"
    }

    // MARK: Escaping

    /// Text as Cocoa writes it: `\`, `{`, `}` escaped, paragraph ends as `\` + line break,
    /// Windows-1252 characters as `\'hh`, others as `\uc0\uN` (UTF-16 units, signed).
    private static func escapedText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "{", "}": result += "\\" + String(scalar)
            case "\n", "\r", "\u{2029}": result += "\\\n"
            case "\t": result += "\\tab "
            case "\u{2028}": result += "\\line "
            case "\u{00A0}": result += "\\~"
            default:
                if scalar.value >= 0x20, scalar.value < 0x80 {
                    result.unicodeScalars.append(scalar)
                } else if scalar.value >= 0x80, let byte = RTFCodePage.windows1252Byte(for: scalar) {
                    let hex = String(byte, radix: 16)
                    result += "\\'" + (hex.count == 1 ? "0" + hex : hex)
                } else if scalar.value >= 0x20 || scalar.value == 0x0C {
                    for unit in String(scalar).utf16 {
                        let signed = Int(Int16(bitPattern: unit))
                        result += "\\uc0\\u\(signed) "
                    }
                }
            }
        }
        return result
    }

    /// A font name or field argument: escaped as text, a quote (ending the argument) as `%22`.
    private static func escaped(_ name: String) -> String {
        escapedText(name).replacingOccurrences(of: "\"", with: "%22")
    }

    private static func twips(_ points: CGFloat) -> Int {
        Int((points * 20).rounded())
    }

    private static func size(_ value: Any?) -> CGSize? {
        if let size = value as? CGSize { return size }
        if let value = value as? NSValue { return value.cgSizeValue }
        return nil
    }

    private static func int(_ value: Any?) -> Int {
        (value as? Int) ?? (value as? NSNumber)?.intValue ?? 0
    }

    private static func float(_ value: Any?) -> CGFloat {
        (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
    }
}
