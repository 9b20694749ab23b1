/// The marker TextKit 2 draws before a list paragraph's first line: its text, set in the
/// paragraph's first character's font and color, and the paragraph's nesting depth.
struct TextListMarkerLabel: Hashable, Sendable {
    var utf8: [UInt8]
    var run: TextRun
    /// 1 for a paragraph in one list, 2 in a list inside another...
    var level: Int
}
