import Foundation

/// Reads RTF into an attributed string, as Cocoa's RTF import does for the files TextEdit and
/// `data(from:documentAttributes:)` write (RTF 1.9.1 plus Apple's extensions): the font and color
/// tables; bold, italic, underline, strikethrough, size, colors, raised and lowered text,
/// character spacing; paragraph alignment, indents, spacing, line height and tab stops;
/// `HYPERLINK` fields as `.link`; lists (`\listtable`, `\ls`) as `textLists`; `\'hh` bytes in the
/// document's code page and `\uN` characters. Unknown control words are ignored and unknown `\*`
/// destinations skipped (RTF 1.9.1's rule); pictures, tables' layout, style sheets, headers,
/// footers and footnotes are left out. Malformed input never fails: unbalanced braces end the groups they leave open.
struct RTFDocumentReader {
    /// What the text of the current group is for.
    private enum Destination {
        case text
        case skipped
        case fontTable
        case colorTable
        case fieldInstruction
        case listTable
        case listOverrideTable
        case levelMarker
        case picture
    }

    private struct Group {
        var character = RTFCharacterFormat()
        var paragraph = RTFParagraphFormat()
        var destination = Destination.text
        /// `\ucN`: how many characters stand in for each `\uN` (RTF 1.9.1: 1 by default).
        var unicodeFallbackLength = 1
        /// `\*` was the group's first token: an unknown destination word skips the group.
        var ignorable = false
        var isFirstToken = true
        /// The group is a `\pict` whose image is emitted when it ends.
        var startsPicture = false
    }

    /// RTF 1.9.1 destinations whose text is not document text.
    private static let skippedDestinations: Set<String> = [
        "stylesheet", "info", "pict", "object", "header", "headerl", "headerr", "headerf", "footer", "footerl",
        "footerr", "footerf", "footnote", "annotation", "revtbl", "rsidtbl",
        "generator", "xmlnstbl", "filetbl", "private", "nonshppict", "themedata", "colorschememapping",
        "latentstyles", "datastore", "bkmkstart", "bkmkend", "author", "operator", "title", "subject", "comment",
        "keywords", "doccomm", "txe", "xe", "tc", "shp", "shpinst", "shprslt", "NeXTGraphic", "listname",
        "listpicture",
    ]

    private var groups: [Group] = [Group()]
    private var fonts: [Int: RTFFontTableEntry] = [:]
    private var colors: [UIColor?] = []
    private var defaultFont = 0
    private var documentEncoding = RTFCodePage.defaultEncoding
    private var fontEntry: (number: Int, entry: RTFFontTableEntry)?
    private var colorComponents: (red: Int, green: Int, blue: Int)?
    private var fieldInstruction = ""
    private var picture: RTFPicture?
    /// `\listtable`: each list's levels by `\listidN`; `\listoverridetable`: `\lsN` to list id.
    private var listDefinitions: [Int: [RTFListLevel]] = [:]
    private var listLevels: [RTFListLevel] = []
    private var listOverrides: [Int: Int] = [:]
    private var overrideListID = 0
    /// One `NSTextList` per list and level, shared by the paragraphs in it.
    private var textLists: [Int: [NSTextList]] = [:]
    /// `\uN` fallback characters still to skip.
    private var fallbackToSkip = 0
    private var pendingBytes: [UInt8] = []
    private var pendingHighSurrogate: UInt16?
    private let output = NSMutableAttributedString(string: "")
    private var paragraphStart = 0
    private var fontCache: [String: UIFont] = [:]
    private var paragraphStyles: [RTFParagraphFormat: NSParagraphStyle] = [:]

    /// Document attributes read from the header (`\cocoartfN`, `\paperwN`, `\deftabN`…).
    private(set) var documentAttributes: [NSAttributedString.DocumentAttributeKey: Any] = [:]
    private var paperWidth: Int?
    private var paperHeight: Int?
    private var viewWidth: Int?
    private var viewHeight: Int?

    /// The encoding bytes of text were read in (`\ansicpgN`, `\mac`).
    var characterEncoding: String.Encoding { documentEncoding }

    mutating func read(_ data: Data) -> NSAttributedString {
        var tokenizer = RTFTokenizer(bytes: [UInt8](data))
        while let token = tokenizer.next() {
            handle(token)
            // The document is the first group; what follows its closing brace is not read.
            if groups.count == 1, token == .groupEnd { break }
        }
        flushBytes()
        finishParagraph()
        if let width = paperWidth, let height = paperHeight {
            documentAttributes[.paperSize] = NSValue(cgSize: CGSize(width: CGFloat(width) / 20, height: CGFloat(height) / 20))
        }
        if let width = viewWidth, let height = viewHeight {
            documentAttributes[.viewSize] = NSValue(cgSize: CGSize(width: CGFloat(width) / 20, height: CGFloat(height) / 20))
        }
        return output
    }

    private var group: Group {
        get { groups[groups.count - 1] }
        set { groups[groups.count - 1] = newValue }
    }

    // MARK: Tokens

    private mutating func handle(_ token: RTFToken) {
        let wasFirst = group.isFirstToken
        group.isFirstToken = false
        switch token {
        case .groupStart:
            flushBytes()
            var next = group
            next.isFirstToken = true
            next.ignorable = false
            next.startsPicture = false
            groups.append(next)
            fallbackToSkip = 0
        case .groupEnd:
            flushBytes()
            // The document's group ends: its last paragraph has the properties inside it.
            if groups.count == 2 { finishParagraph() }
            endGroup()
            fallbackToSkip = 0
        case .controlSymbol(let symbol):
            // Text read so far has the formatting in effect before the control.
            flushBytes()
            if symbol == UInt8(ascii: "*") {
                if wasFirst { group.ignorable = true }
                group.isFirstToken = wasFirst
                return
            }
            handleSymbol(symbol)
        case .controlWord(let word, let parameter):
            flushBytes()
            handleWord(word, parameter, isFirst: wasFirst)
        case .hexByte(let byte):
            if consumeFallback() { return }
            appendBytes([byte])
        case .text(var bytes):
            while fallbackToSkip > 0, !bytes.isEmpty {
                fallbackToSkip -= 1
                bytes.removeFirst()
            }
            if !bytes.isEmpty { appendBytes(bytes) }
        }
    }

    private mutating func endGroup() {
        guard groups.count > 1 else { return }
        let ended = groups.removeLast()
        if ended.startsPicture, let picture {
            self.picture = nil
            if group.destination == .text { emitPicture(picture) }
        }
        switch ended.destination {
        case .fontTable:
            commitFontEntry()
        default:
            break
        }
    }

    private mutating func consumeFallback() -> Bool {
        guard fallbackToSkip > 0 else { return false }
        fallbackToSkip -= 1
        return true
    }

    private mutating func handleSymbol(_ symbol: UInt8) {
        if consumeFallback() { return }
        switch symbol {
        case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            appendBytes([symbol])
        case UInt8(ascii: "~"):
            appendCharacters("\u{00A0}")
        case UInt8(ascii: "_"):
            appendCharacters("\u{2011}")
        case UInt8(ascii: "-"):
            // RTF 1.9.1: an optional hyphen; Cocoa keeps it as a soft hyphen (assumed).
            appendCharacters("\u{00AD}")
        case 0x09:
            appendCharacters("\t")
        default:
            break
        }
    }

    private mutating func handleWord(_ word: String, _ parameter: Int?, isFirst: Bool) {
        // Destinations: a word that starts a group names what the group's text is for.
        switch word {
        case "fonttbl":
            group.destination = .fontTable
            return
        case "colortbl":
            group.destination = .colorTable
            colors = []
            colorComponents = nil
            return
        case "fldinst":
            group.destination = .fieldInstruction
            fieldInstruction = ""
            return
        case "fldrslt":
            group.destination = .text
            group.character.link = Self.hyperlink(in: fieldInstruction)
            return
        case "field":
            fieldInstruction = ""
            return
        case "listtable":
            group.destination = .listTable
            return
        case "listoverridetable":
            group.destination = .listOverrideTable
            return
        case "levelmarker" where group.destination == .listTable:
            group.destination = .levelMarker
            return
        case "shppict" where group.destination == .text:
            // `{\*\shppict{\pict …}}` holds the picture (its `\nonshppict` twin is skipped).
            return
        case "pict" where group.destination == .text:
            group.destination = .picture
            group.startsPicture = true
            picture = RTFPicture()
            return
        default:
            break
        }
        if Self.skippedDestinations.contains(word) {
            group.destination = .skipped
            return
        }
        if group.ignorable, isFirst {
            // RTF 1.9.1: `{\*\word …}` with a word the reader does not know is skipped whole.
            group.destination = .skipped
            return
        }
        switch group.destination {
        case .skipped:
            return
        case .fontTable:
            handleFontTableWord(word, parameter)
            return
        case .colorTable:
            handleColorTableWord(word, parameter)
            return
        case .listTable:
            handleListTableWord(word, parameter)
            return
        case .listOverrideTable:
            if word == "listid" { overrideListID = parameter ?? 0 }
            if word == "ls" { listOverrides[parameter ?? 0] = overrideListID }
            return
        case .fieldInstruction, .levelMarker:
            return
        case .picture:
            picture?.handle(word, parameter)
            return
        case .text:
            break
        }
        if handleCharacterWord(word, parameter) { return }
        if handleParagraphWord(word, parameter) { return }
        handleDocumentWord(word, parameter)
    }

    // MARK: Tables

    private mutating func handleFontTableWord(_ word: String, _ parameter: Int?) {
        switch word {
        case "f":
            commitFontEntry()
            fontEntry = (parameter ?? 0, RTFFontTableEntry())
        case "fnil", "froman", "fswiss", "fmodern", "fscript", "fdecor", "ftech", "fbidi":
            fontEntry?.entry.family = word
        case "fcharset":
            fontEntry?.entry.charset = parameter ?? 0
        default:
            break
        }
    }

    private mutating func commitFontEntry() {
        guard let (number, entry) = fontEntry else { return }
        var named = entry
        named.name = entry.name.trimmingCharacters(in: .whitespaces)
        fonts[number] = named
        fontEntry = nil
    }

    private mutating func handleColorTableWord(_ word: String, _ parameter: Int?) {
        let value = min(max(parameter ?? 0, 0), 255)
        var components = colorComponents ?? (0, 0, 0)
        switch word {
        case "red": components.red = value
        case "green": components.green = value
        case "blue": components.blue = value
        default: return
        }
        colorComponents = components
    }

    private mutating func colorTableText(_ bytes: [UInt8]) {
        for byte in bytes where byte == UInt8(ascii: ";") {
            // RTF 1.9.1: an entry without components is the automatic color (the first, by custom).
            colors.append(colorComponents.map {
                UIColor(red: CGFloat($0.red) / 255, green: CGFloat($0.green) / 255, blue: CGFloat($0.blue) / 255, alpha: 1)
            })
            colorComponents = nil
        }
    }

    /// RTF 1.9.1: `{\list{\listlevel…}…\listidN}`; a list's id follows its levels.
    private mutating func handleListTableWord(_ word: String, _ parameter: Int?) {
        switch word {
        case "list": listLevels = []
        case "listlevel": listLevels.append(RTFListLevel())
        case "levelnfc":
            if !listLevels.isEmpty { listLevels[listLevels.count - 1].numberType = parameter ?? 0 }
        case "levelstartat":
            if !listLevels.isEmpty { listLevels[listLevels.count - 1].start = parameter ?? 1 }
        case "listid": listDefinitions[parameter ?? 0] = listLevels
        default: break
        }
    }

    /// The lists of a paragraph in list override `number` at `level`: one per level up to it.
    private mutating func textLists(override number: Int?, level: Int) -> [NSTextList] {
        guard let number, let levels = listOverrides[number].flatMap({ listDefinitions[$0] }), !levels.isEmpty else {
            return []
        }
        if textLists[number] == nil {
            textLists[number] = levels.map {
                NSTextList(markerFormat: $0.markerFormat, options: [], startingItemNumber: $0.start)
            }
        }
        let lists = textLists[number] ?? []
        return Array(lists.prefix(min(max(level, 0), lists.count - 1) + 1))
    }

    // MARK: Formatting

    private mutating func handleCharacterWord(_ word: String, _ parameter: Int?) -> Bool {
        let on = (parameter ?? 1) != 0
        var format = group.character
        switch word {
        case "plain":
            let link = format.link
            format = .plain
            format.link = link
        case "f": format.font = parameter ?? 0
        case "fs": format.halfPoints = min(max(parameter ?? 24, 1), 3200)
        case "b": format.bold = on
        case "i": format.italic = on
        case "ul": format.underline = on ? .single : []
        case "uld": format.underline = on ? [.single, .patternDot] : []
        case "uldash": format.underline = on ? [.single, .patternDash] : []
        case "uldb": format.underline = on ? .double : []
        case "ulth": format.underline = on ? .thick : []
        case "ulw": format.underline = on ? [.single, .byWord] : []
        case "ulnone": format.underline = []
        case "strike": format.strikethrough = on ? .single : []
        case "striked": format.strikethrough = on ? .double : []
        case "cf": format.foreground = max(parameter ?? 0, 0)
        case "cb", "highlight": format.background = max(parameter ?? 0, 0)
        case "ulc": format.underlineColor = max(parameter ?? 0, 0)
        case "strikec": format.strikethroughColor = max(parameter ?? 0, 0)
        case "super":
            format.script = 1
        case "sub":
            format.script = -1
        case "nosupersub":
            format.script = 0
            format.raise = 0
        // RTF 1.9.1: `\up` / `\dn` default to 6 half-points.
        case "up": format.raise = parameter ?? 6
        case "dn": format.raise = -(parameter ?? 6)
        // RTF 1.9.1: `\expndN` is in quarter points, `\expndtwN` in twips (Cocoa writes both).
        case "expnd": format.expansionTwips = (parameter ?? 0) * 5
        case "expndtw": format.expansionTwips = parameter ?? 0
        default: return false
        }
        group.character = format
        return true
    }

    private mutating func handleParagraphWord(_ word: String, _ parameter: Int?) -> Bool {
        var format = group.paragraph
        let value = parameter ?? 0
        switch word {
        case "pard": format = RTFParagraphFormat()
        case "ql": format.alignment = .left
        case "qr": format.alignment = .right
        case "qc": format.alignment = .center
        case "qj": format.alignment = .justified
        case "qn": format.alignment = .natural
        case "li": format.leftIndent = value
        case "ri": format.rightIndent = value
        case "fi": format.firstLineIndent = value
        case "sb": format.spaceBefore = value
        case "sa": format.spaceAfter = value
        case "sl": format.lineSpacingRule = value
        case "slmult": format.lineSpacingIsMultiple = value != 0
        case "slleading": format.leading = value
        case "slmaximum": format.maximumLineHeight = value
        case "tqr": format.pendingTabAlignment = .right
        case "tqc": format.pendingTabAlignment = .center
        case "tqdec": format.pendingTabAlignment = .right
        case "tx", "tb":
            var stops = format.tabStops ?? []
            stops.append(TabStopValue(alignment: format.pendingTabAlignment, location: CGFloat(value) / 20,
                                      columnTerminators: nil))
            format.tabStops = stops.sorted { $0.location < $1.location }
            format.pendingTabAlignment = .left
        case "pardeftab": format.defaultTab = max(value, 0)
        case "ls": format.listOverride = value
        case "ilvl": format.listLevel = value
        case "rtlpar": format.writingDirection = .rightToLeft
        case "ltrpar": format.writingDirection = .leftToRight
        default: return false
        }
        group.paragraph = format
        return true
    }

    private mutating func handleDocumentWord(_ word: String, _ parameter: Int?) {
        switch word {
        case "par", "sect":
            appendCharacters("\n")
            finishParagraph()
        case "line": appendCharacters("\u{2028}")
        case "page": appendCharacters("\u{000C}")
        case "tab", "cell": appendCharacters("\t")
        case "row": appendCharacters("\n"); finishParagraph()
        case "emdash": appendCharacters("\u{2014}")
        case "endash": appendCharacters("\u{2013}")
        case "emspace": appendCharacters("\u{2003}")
        case "enspace": appendCharacters("\u{2002}")
        case "bullet": appendCharacters("\u{2022}")
        case "lquote": appendCharacters("\u{2018}")
        case "rquote": appendCharacters("\u{2019}")
        case "ldblquote": appendCharacters("\u{201C}")
        case "rdblquote": appendCharacters("\u{201D}")
        case "u":
            guard var value = parameter else { return }
            // RTF 1.9.1: N is a signed 16-bit number; characters above 32767 are written negative.
            if value < 0 { value += 65536 }
            appendUTF16(UInt16(truncatingIfNeeded: value))
            fallbackToSkip = group.unicodeFallbackLength
        case "uc": group.unicodeFallbackLength = min(max(parameter ?? 1, 0), 16)
        case "ansicpg":
            if let encoding = RTFCodePage.encoding(codePage: parameter ?? 1252) { documentEncoding = encoding }
        case "mac": documentEncoding = .macOSRoman
        case "deff": defaultFont = parameter ?? 0
        case "cocoartf":
            // Cocoa: the version of the Cocoa text system that wrote the file.
            documentAttributes[.cocoaVersion] = NSNumber(value: parameter ?? 0)
        case "paperw": paperWidth = parameter
        case "paperh": paperHeight = parameter
        case "vieww": viewWidth = parameter
        case "viewh": viewHeight = parameter
        case "viewkind": documentAttributes[.viewMode] = NSNumber(value: parameter ?? 0)
        case "deftab":
            if let twips = parameter, twips > 0 { documentAttributes[.defaultTabInterval] = NSNumber(value: Double(twips) / 20) }
        default:
            break
        }
    }

    // MARK: Text

    private mutating func appendBytes(_ bytes: [UInt8]) {
        switch group.destination {
        case .text:
            pendingBytes += bytes
        case .fontTable:
            guard fontEntry != nil else { return }
            for byte in bytes {
                if byte == UInt8(ascii: ";") {
                    commitFontEntry()
                    return
                }
                fontEntry?.entry.name.unicodeScalars.append(Unicode.Scalar(byte))
            }
        case .colorTable:
            colorTableText(bytes)
        case .fieldInstruction:
            fieldInstruction += RTFCodePage.decode(bytes, encoding: documentEncoding)
        case .levelMarker:
            if !listLevels.isEmpty {
                listLevels[listLevels.count - 1].marker += RTFCodePage.decode(bytes, encoding: documentEncoding)
            }
        case .picture:
            picture?.digits += bytes
        case .skipped, .listTable, .listOverrideTable:
            break
        }
    }

    /// A PNG or JPEG `\pict` as an attachment character with the text's attributes, its goal
    /// size as the attachment's bounds (other picture types are left out).
    private mutating func emitPicture(_ picture: RTFPicture) {
        guard let image = picture.image, image.isDecodable else { return }
        flushBytes()
        var attributes = self.attributes(for: group.character)
        attributes[.attachment] = image.attachment(size: picture.size)
        output.append(NSAttributedString(string: "\u{FFFC}", attributes: attributes))
    }

    private mutating func appendUTF16(_ unit: UInt16) {
        if UTF16.isLeadSurrogate(unit) {
            flushBytes()
            pendingHighSurrogate = unit
            return
        }
        if UTF16.isTrailSurrogate(unit), let high = pendingHighSurrogate {
            pendingHighSurrogate = nil
            appendCharacters(String(decoding: [high, unit], as: UTF16.self))
            return
        }
        pendingHighSurrogate = nil
        appendCharacters(String(decoding: [unit], as: UTF16.self))
    }

    private mutating func appendCharacters(_ text: String) {
        switch group.destination {
        case .text:
            flushBytes()
            emit(text)
        case .fieldInstruction:
            fieldInstruction += text
        default:
            break
        }
    }

    private mutating func flushBytes() {
        guard !pendingBytes.isEmpty else { return }
        let bytes = pendingBytes
        pendingBytes = []
        let charset = fonts[group.character.font ?? defaultFont]?.charset ?? 0
        emit(RTFCodePage.decode(bytes, encoding: RTFCodePage.encoding(charset: charset) ?? documentEncoding))
    }

    private mutating func emit(_ text: String) {
        guard !text.isEmpty else { return }
        output.append(NSAttributedString(string: text, attributes: attributes(for: group.character)))
    }

    /// Gives the paragraph that just ended (or the trailing one) the style in effect at its end,
    /// RTF 1.9.1's rule: the properties at `\par` are the paragraph's.
    private mutating func finishParagraph() {
        let end = output.length
        guard end > paragraphStart else { return }
        let format = group.paragraph
        let style: NSParagraphStyle
        if let cached = paragraphStyles[format] {
            style = cached
        } else {
            style = format.paragraphStyle(textLists: textLists(override: format.listOverride, level: format.listLevel))
            paragraphStyles[format] = style
        }
        output.addAttribute(.paragraphStyle, value: style, range: NSRange(location: paragraphStart, length: end - paragraphStart))
        paragraphStart = end
    }

    private mutating func attributes(for format: RTFCharacterFormat) -> [NSAttributedString.Key: Any] {
        var size = CGFloat(format.halfPoints) / 2
        // Assumed: `\super`/`\sub` shrink the text to two thirds and move it by a third of
        // its size (RTF leaves the amounts to the reader).
        if format.script != 0 { size = (size * 2 / 3).rounded() }
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font(for: format, size: size),
            // Assumed: the automatic color (`\cf0`) reads as black, as UIKit's default text color.
            .foregroundColor: color(at: format.foreground) ?? UIColor.black,
            .paragraphStyle: NSParagraphStyle.default,
        ]
        if let background = color(at: format.background) { attributes[.backgroundColor] = background }
        if !format.underline.isEmpty { attributes[.underlineStyle] = format.underline.rawValue }
        if !format.strikethrough.isEmpty { attributes[.strikethroughStyle] = format.strikethrough.rawValue }
        if let color = color(at: format.underlineColor) { attributes[.underlineColor] = color }
        if let color = color(at: format.strikethroughColor) { attributes[.strikethroughColor] = color }
        var offset = CGFloat(format.raise) / 2
        if format.script != 0 { offset += CGFloat(format.script) * CGFloat(format.halfPoints) / 6 }
        if offset != 0 { attributes[.baselineOffset] = offset }
        if format.expansionTwips != 0 { attributes[.kern] = CGFloat(format.expansionTwips) / 20 }
        if let link = format.link { attributes[.link] = link }
        return attributes
    }

    private func color(at index: Int) -> UIColor? {
        guard index > 0, index < colors.count else { return nil }
        return colors[index]
    }

    private mutating func font(for format: RTFCharacterFormat, size: CGFloat) -> UIFont {
        let number = format.font ?? defaultFont
        let key = "\(number)|\(size)|\(format.bold)|\(format.italic)"
        if let font = fontCache[key] { return font }
        // Cocoa: text in no font (or a font missing from the table) is Helvetica.
        let entry = fonts[number] ?? RTFFontTableEntry(family: "fswiss", charset: 0, name: "Helvetica")
        let font = entry.font(size: size, bold: format.bold, italic: format.italic)
        fontCache[key] = font
        return font
    }

    /// The URL of a field instruction `HYPERLINK "url"` (switches such as `\l` are ignored).
    static func hyperlink(in instruction: String) -> URL? {
        let trimmed = instruction.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.uppercased().hasPrefix("HYPERLINK") else { return nil }
        let rest = trimmed.dropFirst("HYPERLINK".count).trimmingCharacters(in: .whitespaces)
        let target: Substring
        if rest.hasPrefix("\"") {
            let body = rest.dropFirst()
            target = body.prefix { $0 != "\"" }
        } else {
            target = Substring(rest.prefix { !$0.isWhitespace })
        }
        guard !target.isEmpty else { return nil }
        return URL(string: String(target))
    }
}
