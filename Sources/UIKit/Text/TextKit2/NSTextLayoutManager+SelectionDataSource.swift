import Foundation

/// The layout manager is its selection navigation's data source: units come from the text
/// (grapheme clusters, words, sentences, paragraphs) and the layout (lines, caret edges).
extension NSTextLayoutManager: NSTextSelectionDataSource {
    private var selectionText: NSString { (backing.textStorage?.string ?? "") as NSString }

    private func textOffset(_ location: any NSTextLocation) -> Int {
        min(max(0, TextContentLocation.offset(of: location)), backing.textStorage?.length ?? 0)
    }

    private func textRange(_ range: NSRange) -> NSTextRange {
        NSTextRange(location: TextContentLocation(range.location), end: TextContentLocation(NSMaxRange(range)))!
    }

    public func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions = [],
                                    using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let string = selectionText
        let offset = textOffset(location)
        let reverse = options.contains(.reverse)
        let kind = options.rawValue & 0xFF
        var stop = ObjCBool(false)
        var paragraph = TextUnitScan.paragraph(in: string, at: reverse && offset > 0 ? offset - 1 : offset)
        while true {
            var units = TextUnitScan.units(kind: kind, in: string, paragraph: paragraph)
            units = reverse ? Array(units.filter { $0.range.location < offset }.reversed())
                : units.filter { NSMaxRange($0.range) > offset || ($0.range.length == 0 && $0.range.location >= offset) }
            for unit in units {
                let text = options.contains(.substringNotRequired) ? nil : string.substring(with: unit.range)
                withUnsafeMutablePointer(to: &stop) { block(text, textRange(unit.range), textRange(unit.enclosing), $0) }
                if stop.boolValue { return }
            }
            if reverse {
                guard paragraph.location > 0 else { return }
                paragraph = TextUnitScan.paragraph(in: string, at: paragraph.location - 1)
            } else {
                guard NSMaxRange(paragraph) < string.length else { return }
                paragraph = TextUnitScan.paragraph(in: string, at: NSMaxRange(paragraph))
            }
        }
    }

    public func textRange(for selectionGranularity: NSTextSelection.Granularity,
                          enclosing location: any NSTextLocation) -> NSTextRange? {
        let string = selectionText
        let offset = textOffset(location)
        guard string.length > 0 else { return textRange(NSRange(location: 0, length: 0)) }
        let at = min(offset, string.length - 1)
        let paragraph = TextUnitScan.paragraph(in: string, at: at)
        switch selectionGranularity {
        case .character:
            let clusters = TextUnitScan.units(kind: 2, in: string, paragraph: paragraph)
            return clusters.first { NSLocationInRange(at, $0.range) }.map { textRange($0.range) }
        case .word:
            return textRange(TextUnitScan.word(in: string, paragraph: paragraph, at: offset))
        case .sentence:
            let sentences = TextUnitScan.units(kind: 4, in: string, paragraph: paragraph)
            return (sentences.first { NSLocationInRange(at, $0.enclosing) } ?? sentences.last).map { textRange($0.enclosing) }
        case .paragraph:
            return textRange(paragraph)
        case .line:
            return navigationLine(containing: offset).map { textRange($0.range) }
        }
    }

    public func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let moved = TextContentLocation.offset(of: location) + offset
        guard moved >= 0, moved <= backing.textStorage?.length ?? 0 else { return nil }
        return TextContentLocation(moved)
    }

    public func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextContentLocation.offset(of: to) - TextContentLocation.offset(of: from)
    }

    /// The paragraph style's base writing direction; for `.natural`, the paragraph's first
    /// strong character's (left to right without one).
    public func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection {
        paragraphDirection(at: textOffset(location)) == .rightToLeft ? .rightToLeft : .leftToRight
    }

    public func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation,
                                                    using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainer, let line = navigationLine(containing: textOffset(location)) else { return }
        let string = selectionText
        let text = string.substring(with: line.range)
        var clusters: [(range: NSRange, text: Substring)] = []
        var start = line.range.location
        for character in text where !(character.unicodeScalars.last.map(NavigationText.isSeparator) ?? false) {
            let length = character.utf16.count
            clusters.append((NSRange(location: start, length: length), Substring(String(character))))
            start += length
        }
        guard !clusters.isEmpty else { return }
        let directions = TextStrongDirection.resolve(clusters.map(\.text), paragraph: paragraphDirection(at: line.range.location))
        var edges: [(x: CGFloat, offset: Int, leading: Bool)] = []
        for (index, cluster) in clusters.enumerated() {
            let box = backing.boundingRect(forGlyphRange: cluster.range, in: container)
            let rightToLeft = directions[index] == .rightToLeft
            edges.append((rightToLeft ? box.maxX : box.minX, cluster.range.location, true))
            edges.append((rightToLeft ? box.minX : box.maxX, cluster.range.location, false))
        }
        edges.sort { $0.x < $1.x }
        var stop = ObjCBool(false)
        for edge in edges {
            withUnsafeMutablePointer(to: &stop) { block(edge.x, TextContentLocation(edge.offset), edge.leading, $0) }
            if stop.boolValue { return }
        }
    }

    /// The line at `point`'s height (the nearest line above or below the text).
    public func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange? {
        guard textContainer != nil, let storage = backing.textStorage else { return nil }
        var lines: [(rect: CGRect, range: NSRange)] = []
        backing.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) { rect, _, _, range, _ in
            lines.append((rect, range))
        }
        let extra = backing.extraLineFragmentRect
        if !extra.isEmpty { lines.append((extra, NSRange(location: storage.length, length: 0))) }
        guard let first = lines.first else { return nil }
        if point.y < first.rect.minY { return textRange(first.range) }
        let line = lines.first { point.y >= $0.rect.minY && point.y < $0.rect.maxY } ?? lines.last!
        return textRange(line.range)
    }

    // MARK: Geometry for navigation

    /// The line holding the character at `offset` (at the text's end: the extra line after a
    /// final separator, else the last line).
    func navigationLine(containing offset: Int) -> (rect: CGRect, range: NSRange)? {
        guard textContainer != nil, let storage = backing.textStorage else { return nil }
        let length = storage.length
        let extra = backing.extraLineFragmentRect
        if offset >= length, !extra.isEmpty { return (extra, NSRange(location: length, length: 0)) }
        guard length > 0 else { return nil }
        var range = NSRange(location: 0, length: 0)
        let rect = backing.lineFragmentRect(forGlyphAt: min(offset, length - 1), effectiveRange: &range)
        return (rect, range)
    }

    func navigationLineFrame(containing offset: Int) -> CGRect? { navigationLine(containing: offset)?.rect }

    var navigationTextTop: CGFloat { navigationLine(containing: 0)?.rect.minY ?? 0 }

    var navigationTextBottom: CGFloat {
        let length = backing.textStorage?.length ?? 0
        return max(navigationLine(containing: length)?.rect.maxY ?? 0, backing.extraLineFragmentRect.maxY)
    }

    private func paragraphDirection(at offset: Int) -> TextStrongDirection {
        let string = selectionText
        guard string.length > 0, let storage = backing.textStorage else { return .leftToRight }
        let paragraph = TextUnitScan.paragraph(in: string, at: min(offset, string.length - 1))
        if let style = storage.attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) as? NSParagraphStyle {
            if style.baseWritingDirection == .rightToLeft { return .rightToLeft }
            if style.baseWritingDirection == .leftToRight { return .leftToRight }
        }
        return TextStrongDirection.first(in: Substring(string.substring(with: paragraph))) ?? .leftToRight
    }
}
