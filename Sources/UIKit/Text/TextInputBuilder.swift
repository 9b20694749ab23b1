@_spi(Diagnostics) import CoreGraphics
/// Turns an attributed string into the engine's plain input: paragraphs split at UIKit's
/// paragraph separators (LF, CR, CR LF, U+2029, NEL), UTF-16 ranges mapped to UTF-8 bytes,
/// attributes resolved to values.
enum TextInputBuilder {
    /// `uniformAttributes`: the attributes of every character, when the caller knows them (a
    /// label's plain text); Foundation is then not asked (its lookups cost more than shaping).
    static func build(_ string: NSAttributedString, defaults: TextDefaults,
                      uniformAttributes: [NSAttributedString.Key: Any]? = nil) -> (paragraphs: [TextParagraph], shadows: [TextShadow]) {
        let units = Array(string.string.utf16)
        let length = min(units.count, string.length)
        var bounds: [Range<Int>] = []
        var start = 0, i = 0
        while i < length {
            switch units[i] {
            case 0x0A, 0x2029, 0x85:
                bounds.append(start..<i)
                i += 1
                start = i
            case 0x0D:
                bounds.append(start..<i)
                i += (i + 1 < length && units[i + 1] == 0x0A) ? 2 : 1
                start = i
            default:
                i += 1
            }
        }
        bounds.append(start..<length)

        var shadows: [TextShadow] = []
        var paragraphs: [TextParagraph] = []
        var listItems = TextListItemCounter()
        for content in bounds {
            // A paragraph's style is its first character's (an empty paragraph: its terminator's,
            // or the text's last character's at the end).
            var encoder = UTF8Encoder()
            var runs: [(run: TextRun, leading: CGFloat)] = []
            var attachments: [TextAttachmentBox] = []
            var attributesAtStart: [NSAttributedString.Key: Any]?
            if let uniform = uniformAttributes {
                attributesAtStart = uniform
                let first = encoder.bytes.count
                let directions = content.isEmpty ? [] : writingDirections(uniform[.writingDirection])
                for direction in directions { encoder.append(scalar: direction) }
                encoder.append(units: units[content])
                for _ in directions { encoder.append(scalar: 0x202C) }
                runs.append(run(uniform, bytes: first..<encoder.bytes.count, defaults: defaults, shadows: &shadows))
            } else if content.isEmpty {
                let styleIndex = min(content.lowerBound, length - 1)
                let attributes = styleIndex >= 0 ? string.attributes(at: styleIndex, effectiveRange: nil) : [:]
                attributesAtStart = attributes
                runs.append(run(attributes, bytes: 0..<0, defaults: defaults, shadows: &shadows))
            } else {
                // The first run's attributes are those at the paragraph's start (read once:
                // Foundation's attribute lookups are most of the cost of measuring a label).
                string.enumerateAttributes(in: NSRange(location: content.lowerBound, length: content.count), options: []) {
                    attributes, range, _ in
                    if attributesAtStart == nil { attributesAtStart = attributes }
                    let first = encoder.bytes.count
                    let directions = writingDirections(attributes[.writingDirection])
                    for direction in directions { encoder.append(scalar: direction) }
                    encoder.append(units: units[range.location..<(range.location + range.length)])
                    for _ in directions { encoder.append(scalar: 0x202C) }
                    runs.append(run(attributes, bytes: first..<encoder.bytes.count, defaults: defaults, shadows: &shadows))
                    if let attachment = attributes[.attachment] as? NSTextAttachment {
                        attachments += attachmentBoxes(attachment, units: units, range: range,
                                                       bytes: encoder.bytes[first..<encoder.bytes.count], attributes: attributes,
                                                       tint: defaults.measuresOnly ? nil : runs.last?.run.color, defaults: defaults)
                    }
                }
            }
            let style = (attributesAtStart?[.paragraphStyle] as? NSParagraphStyle)?.values ?? defaults.paragraphStyle
            let leading = runs.map { $0.leading }.max() ?? 0
            var listMarker: TextListMarkerLabel?
            // The empty line after a final paragraph separator is no list item (assumed); every
            // other paragraph is counted, so that one outside a list ends the list's numbering.
            if !(content.isEmpty && content.lowerBound == length),
               let marker = listItems.marker(for: style.textLists, text: units[content]) {
                listMarker = makeListMarker(marker, level: style.textLists.count, attributes: attributesAtStart,
                                            defaults: defaults)
            }
            paragraphs.append(TextParagraph(utf8: encoder.bytes, runs: runs.map(\.run), style: style,
                                            language: encoder.language, leading: leading, attachments: attachments,
                                            listMarker: listMarker))
        }
        return (paragraphs, shadows)
    }

    /// A label's plain text as one paragraph, without Foundation: the text's own bytes and one
    /// run from the label's style attributes (font, color, paragraph style), the same input
    /// `build` makes from the attributed string. Nil for anything else — text beyond ASCII
    /// (its language is detected while encoding), a paragraph separator, NUL (encoded as
    /// U+2060), other attributes (a shadow) — which `build` handles.
    static func plainParagraph(_ text: String, attributes: [NSAttributedString.Key: Any],
                               defaults: TextDefaults) -> TextParagraph? {
        // Exactly the three style attributes: every other run field keeps its default.
        guard attributes.count == 3, let style = attributes[.paragraphStyle] as? NSParagraphStyle,
              let font = attributes[.font] as? UIFont, let color = attributes[.foregroundColor],
              style.textLists.isEmpty else { return nil }
        var utf8: [UInt8] = []
        var plain = true
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte >= 0x80 || byte == 0 || byte == 0x0A || byte == 0x0D {
                plain = false
                break
            }
            if plain { utf8 = Array(bytes) }
        }
        guard plain, !utf8.isEmpty else { return nil }
        let scale = defaults.fontScale
        var run = TextRun(utf8Range: 0..<utf8.count, face: font.face, size: font.pointSize * scale, color: .black)
        if !defaults.measuresOnly {
            run.color = (defaults.colorOverride ?? TextColor.rgba(from: color) ?? defaults.color)
                .multiplyingAlpha(by: defaults.alphaMultiplier)
        }
        return TextParagraph(utf8: utf8, runs: [run], style: style.values, language: "en", leading: font.leading * scale)
    }

    static func run(_ attributes: [NSAttributedString.Key: Any], bytes: Range<Int>, defaults: TextDefaults,
                            shadows: inout [TextShadow]) -> (run: TextRun, leading: CGFloat) {
        let font = attributes[.font] as? UIFont ?? defaults.font
        let scale = defaults.fontScale
        var run = TextRun(utf8Range: bytes, face: font.face, size: font.pointSize * scale, color: .black)
        if !defaults.measuresOnly {
            // Colors cannot change a measurement, and converting them is a third of a
            // measured run's cost.
            var color = TextColor.rgba(from: attributes[.foregroundColor]) ?? defaults.color
            if let override = defaults.colorOverride { color = override }
            run.color = color.multiplyingAlpha(by: defaults.alphaMultiplier)
            run.background = TextColor.rgba(from: attributes[.backgroundColor])?.multiplyingAlpha(by: defaults.alphaMultiplier)
        }
        let kern = number(attributes[.kern])
        run.letterSpacing = ((kern ?? 0) + (number(attributes[.tracking]) ?? 0)) * scale
        run.disablesKerning = kern == 0
        run.ligature = Int(saturating: number(attributes[.ligature]) ?? 1)
        run.underline = lineStyle(attributes[.underlineStyle])
        run.strikethrough = lineStyle(attributes[.strikethroughStyle])
        if !defaults.measuresOnly {
            run.underlineColor = TextColor.rgba(from: attributes[.underlineColor])
            run.strikethroughColor = TextColor.rgba(from: attributes[.strikethroughColor])
        }
        run.baselineOffset = (number(attributes[.baselineOffset]) ?? 0) * scale
        if let shadow = attributes[.shadow] as? NSShadow {
            // UIKit: a shadow without a color is black at one third opacity.
            let shadowColor = TextColor.rgba(from: shadow.shadowColor) ?? TextRGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)
            let value = TextShadow(offset: shadow.shadowOffset, blur: max(0, shadow.shadowBlurRadius),
                                   color: shadowColor.multiplyingAlpha(by: defaults.alphaMultiplier))
            if let index = shadows.firstIndex(of: value) {
                run.shadow = index
            } else {
                shadows.append(value)
                run.shadow = shadows.count - 1
            }
        }
        return (run, font.leading * scale)
    }

    static func number(_ value: Any?) -> CGFloat? {
        guard let number = UIFontDescriptor.number(value), number.isFinite else { return nil }
        return number
    }

    private static func lineStyle(_ value: Any?) -> Int {
        if let style = value as? NSUnderlineStyle { return style.rawValue }
        return Int(saturating: number(value) ?? 0)
    }

    /// Bidi controls opening a `writingDirection` attribute's embeddings, outermost first.
    private static func writingDirections(_ value: Any?) -> [UInt32] {
        guard let values = value as? [Any] else { return [] }
        return values.compactMap { number($0).map(Int.init) }.map { value in
            let rightToLeft = value & 1 == 1
            let override = value & 2 == 2
            switch (rightToLeft, override) {
            case (false, false): return 0x202A  // LRE
            case (true, false): return 0x202B   // RLE
            case (false, true): return 0x202D   // LRO
            case (true, true): return 0x202E    // RLO
            }
        }
    }
}
