import Foundation

/// An insertion point while a navigation moves it: a UTF-16 offset from the document's start
/// and the side of a line edge it keeps to.
struct NavigationCaret {
    var offset: Int
    var affinity: NSTextSelection.Affinity
}

/// One caret edge of a character on a line: its x (container coordinates), the character's
/// range, and whether it is the character's leading (logically preceding) edge.
struct NavigationCaretEdge {
    var x: CGFloat
    var start: Int
    var end: Int
    var isLeading: Bool
    /// The insertion point the edge stands for.
    var offset: Int { isLeading ? start : end }
}

/// The document as `NSTextSelectionNavigation` sees it: offsets, units and carets read through
/// an `NSTextSelectionDataSource`.
struct NavigationText {
    let source: any NSTextSelectionDataSource
    let documentStart: any NSTextLocation
    let length: Int

    init(source: any NSTextSelectionDataSource) {
        self.source = source
        let document = source.documentRange
        documentStart = document.location
        length = max(0, source.offset(from: document.location, to: document.endLocation))
    }

    func offset(of location: any NSTextLocation) -> Int {
        min(max(0, source.offset(from: documentStart, to: location)), length)
    }

    func location(_ offset: Int) -> any NSTextLocation {
        source.location(documentStart, offsetBy: min(max(0, offset), length)) ?? documentStart
    }

    func range(_ start: Int, _ end: Int) -> NSTextRange {
        NSTextRange(location: location(start), end: location(max(start, end))) ?? NSTextRange(location: location(start))
    }

    // MARK: Units

    /// The unit of `granularity` holding the character at `offset` (at the end, the last one).
    func unit(_ granularity: NSTextSelection.Granularity, enclosing offset: Int) -> Range<Int>? {
        guard let range = source.textRange(for: granularity, enclosing: location(min(max(0, offset), length))) else { return nil }
        return self.offset(of: range.location)..<max(self.offset(of: range.location), self.offset(of: range.endLocation))
    }

    static func unitKind(_ granularity: NSTextSelection.Granularity) -> NSTextSelection.Granularity? { granularity }

    /// The characters of `range`.
    func string(_ range: Range<Int>) -> String {
        var result = ""
        guard !range.isEmpty else { return result }
        source.enumerateSubstrings(from: location(range.lowerBound), options: .byComposedCharacterSequences) { string, unit, _, stop in
            let start = offset(of: unit.location)
            if start >= range.upperBound { stop.pointee = true; return }
            if start >= range.lowerBound { result += string ?? "" }
        }
        return result
    }

    /// Whether the character before `offset` ends a paragraph.
    func isParagraphEnd(before offset: Int) -> Bool {
        guard offset > 0, let cluster = unit(.character, enclosing: offset - 1) else { return false }
        return string(cluster).unicodeScalars.last.map(NavigationText.isSeparator) ?? false
    }

    /// Word and sentence enumeration (`.byWords`, `.bySentences`: unavailable in Linux
    /// Foundation's declarations, so spelled by their raw values).
    static let byWords = NSString.EnumerationOptions(rawValue: 3)
    static let bySentences = NSString.EnumerationOptions(rawValue: 4)

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    /// The first unit of `options`' kind ending after `offset` (forward) or starting before it.
    func nextUnit(_ options: NSString.EnumerationOptions, from offset: Int, forward: Bool) -> Range<Int>? {
        var found: Range<Int>?
        let walk = forward ? options : options.union(.reverse)
        source.enumerateSubstrings(from: location(offset), options: walk) { _, range, _, stop in
            let start = self.offset(of: range.location), end = self.offset(of: range.endLocation)
            if forward ? end > offset : start < offset {
                found = start..<max(start, end)
                stop.pointee = true
            }
        }
        return found
    }

    func writingDirection(at offset: Int) -> NSTextSelectionNavigation.WritingDirection {
        source.baseWritingDirection(at: location(offset))
    }

    // MARK: Lines and carets

    /// The offset the line of a caret is looked up by: an upstream caret at a wrapped line's
    /// end belongs to the line before.
    func lineOffset(of caret: NavigationCaret) -> Int {
        if caret.offset > 0, caret.affinity == .upstream || caret.offset >= length, !isParagraphEnd(before: caret.offset) {
            return caret.offset - 1
        }
        return caret.offset
    }

    /// The caret edges of the line holding `offset`, left to right (paragraph separators have none).
    func caretEdges(lineAt offset: Int) -> [NavigationCaretEdge] {
        var raw: [(x: CGFloat, start: Int, leading: Bool)] = []
        source.enumerateCaretOffsetsInLineFragment(at: location(offset)) { x, location, leading, _ in
            raw.append((x, self.offset(of: location), leading))
        }
        let starts = Set(raw.map(\.start)).sorted()
        var ends: [Int: Int] = [:]
        for (index, start) in starts.enumerated() {
            ends[start] = index + 1 < starts.count ? starts[index + 1] : (unit(.character, enclosing: start)?.upperBound ?? start + 1)
        }
        return raw.map { NavigationCaretEdge(x: $0.x, start: $0.start, end: ends[$0.start] ?? $0.start, isLeading: $0.leading) }
            .sorted { $0.x < $1.x }
    }

    /// The x of `caret` among its line's edges (the edge of the character it keeps to).
    func caretX(_ caret: NavigationCaret, edges: [NavigationCaretEdge]) -> CGFloat? {
        guard !edges.isEmpty else { return nil }
        let leading = edges.first { $0.isLeading && $0.start == caret.offset }
        let trailing = edges.first { !$0.isLeading && $0.end == caret.offset }
        if let edge = caret.affinity == .upstream ? (trailing ?? leading) : (leading ?? trailing) { return edge.x }
        // Past the line's characters (before its separator): the paragraph's end side.
        let ltr = writingDirection(at: caret.offset) == .leftToRight
        let atStart = edges.allSatisfy { caret.offset <= $0.start }
        return (ltr != atStart) ? edges.last!.x : edges.first!.x
    }

    /// The insertion point nearest `point` (container coordinates).
    func nearestCaret(to point: CGPoint, inContainerAt containerLocation: any NSTextLocation) -> NavigationCaret? {
        guard let line = source.lineFragmentRange(for: point, inContainerAt: containerLocation) else { return nil }
        let start = offset(of: line.location)
        let edges = caretEdges(lineAt: start)
        guard let nearest = edges.min(by: { abs($0.x - point.x) < abs($1.x - point.x) }) else {
            return NavigationCaret(offset: start, affinity: .downstream)
        }
        return NavigationCaret(offset: nearest.offset, affinity: nearest.isLeading ? .downstream : .upstream)
    }

    // MARK: Moving

    func move(_ caret: NavigationCaret, direction: NSTextSelectionNavigation.Direction,
              destination: NSTextSelectionNavigation.Destination, goalX: inout CGFloat?) -> NavigationCaret {
        switch direction {
        case .forward, .backward:
            goalX = nil
            return logical(caret, forward: direction == .forward, destination: destination)
        case .left, .right:
            goalX = nil
            let ltr = writingDirection(at: caret.offset) == .leftToRight
            if destination == .character { return visual(caret, right: direction == .right, ltr: ltr) }
            return logical(caret, forward: (direction == .right) == ltr, destination: destination)
        case .up, .down:
            switch destination {
            case .character, .word, .line:
                return vertical(caret, down: direction == .down, goalX: &goalX)
            default:
                goalX = nil
                return logical(caret, forward: direction == .down, destination: destination)
            }
        }
    }

    /// Moves in character order.
    func logical(_ caret: NavigationCaret, forward: Bool, destination: NSTextSelectionNavigation.Destination) -> NavigationCaret {
        let offset = caret.offset
        func step(_ options: NSString.EnumerationOptions) -> NavigationCaret {
            guard let unit = nextUnit(options, from: offset, forward: forward) else {
                return NavigationCaret(offset: forward ? max(offset, length) : min(offset, 0), affinity: .downstream)
            }
            return NavigationCaret(offset: forward ? unit.upperBound : unit.lowerBound, affinity: forward ? .upstream : .downstream)
        }
        switch destination {
        case .character:
            var moved = step(.byComposedCharacterSequences)
            moved.affinity = .downstream
            return moved
        case .word: return step(NavigationText.byWords)
        case .sentence: return step(NavigationText.bySentences)
        case .paragraph: return step(.byParagraphs)
        case .line:
            guard let line = unit(.line, enclosing: lineOffset(caret)) else { return caret }
            if !forward { return NavigationCaret(offset: line.lowerBound, affinity: .downstream) }
            return NavigationCaret(offset: lineContentEnd(line), affinity: .upstream)
        case .container, .document:
            return NavigationCaret(offset: forward ? length : 0, affinity: .downstream)
        }
    }

    private func lineOffset(_ caret: NavigationCaret) -> Int { lineOffset(of: caret) }

    /// A line's end before its paragraph separator.
    func lineContentEnd(_ line: Range<Int>) -> Int {
        guard !line.isEmpty, isParagraphEnd(before: line.upperBound),
              let cluster = unit(.character, enclosing: line.upperBound - 1) else { return line.upperBound }
        return max(line.lowerBound, cluster.lowerBound)
    }

    /// Moves one caret position left or right on screen along the line; past the line's edge,
    /// to the next line (in the paragraph's direction) or the previous one.
    func visual(_ caret: NavigationCaret, right: Bool, ltr: Bool) -> NavigationCaret {
        let lineAt = lineOffset(of: caret)
        let edges = caretEdges(lineAt: lineAt)
        let forwardOnScreen = right == ltr
        if let x = caretX(caret, edges: edges) {
            let ahead = edges.filter { (right ? $0.x > x + 0.25 : $0.x < x - 0.25) && $0.offset != caret.offset }
            if let next = right ? ahead.min(by: { $0.x < $1.x }) : ahead.max(by: { $0.x < $1.x }) {
                return NavigationCaret(offset: next.offset, affinity: next.isLeading ? .downstream : .upstream)
            }
        }
        // Off the line's edge.
        guard let line = unit(.line, enclosing: lineAt) else { return caret }
        if forwardOnScreen {
            if line.upperBound > caret.offset { return NavigationCaret(offset: line.upperBound, affinity: .downstream) }
            if caret.affinity == .upstream, caret.offset < length { return NavigationCaret(offset: caret.offset, affinity: .downstream) }
            return NavigationCaret(offset: caret.offset, affinity: .downstream)
        }
        if line.lowerBound < caret.offset { return NavigationCaret(offset: line.lowerBound, affinity: .downstream) }
        return logical(caret, forward: false, destination: .character)
    }

    /// Moves to the line above or below, keeping `goalX` (set from the caret on the first move).
    /// Above the first line: the document's start; below the last: its end.
    func vertical(_ caret: NavigationCaret, down: Bool, goalX: inout CGFloat?) -> NavigationCaret {
        let lineAt = lineOffset(of: caret)
        guard let geometry = source as? NSTextLayoutManager,
              let frame = geometry.navigationLineFrame(containing: lineAt) else {
            return verticalByColumn(caret, down: down)
        }
        if goalX == nil { goalX = caretX(caret, edges: caretEdges(lineAt: lineAt)) ?? frame.minX }
        let y = down ? frame.maxY + 0.5 : frame.minY - 0.5
        if !down, frame.minY <= geometry.navigationTextTop { return NavigationCaret(offset: 0, affinity: .downstream) }
        if down, y >= geometry.navigationTextBottom { return NavigationCaret(offset: length, affinity: .downstream) }
        return nearestCaret(to: CGPoint(x: goalX ?? 0, y: y), inContainerAt: location(caret.offset)) ?? caret
    }

    /// Without line geometry: the same column of the line before or after.
    private func verticalByColumn(_ caret: NavigationCaret, down: Bool) -> NavigationCaret {
        guard let line = unit(.line, enclosing: lineOffset(of: caret)) else { return caret }
        let column = caret.offset - line.lowerBound
        if down {
            guard line.upperBound < length, let next = unit(.line, enclosing: line.upperBound) else {
                return NavigationCaret(offset: length, affinity: .downstream)
            }
            return NavigationCaret(offset: min(next.lowerBound + column, lineContentEnd(next)), affinity: .downstream)
        }
        guard line.lowerBound > 0, let previous = unit(.line, enclosing: line.lowerBound - 1) else {
            return NavigationCaret(offset: 0, affinity: .downstream)
        }
        return NavigationCaret(offset: min(previous.lowerBound + column, lineContentEnd(previous)), affinity: .downstream)
    }

    /// The selection a navigation ends with: an insertion point, or the range from `anchor`.
    func selection(_ caret: NavigationCaret, anchor: Int?, from original: NSTextSelection) -> NSTextSelection {
        let result: NSTextSelection
        if let anchor, anchor != caret.offset {
            result = NSTextSelection(range: range(min(anchor, caret.offset), max(anchor, caret.offset)),
                                     affinity: caret.offset < anchor ? .upstream : .downstream, granularity: .character)
            result.navigationAnchor = anchor
        } else {
            result = NSTextSelection(location(caret.offset), affinity: caret.affinity)
            result.navigationAnchor = anchor
        }
        result.typingAttributes = original.typingAttributes
        return result
    }
}
