@_spi(Diagnostics) import CoreGraphics

/// The last few text sizes a label measured and what each was measured from. The label drops
/// them whenever its text changes (`replaceContent`), and fonts are immutable, so the font's
/// identity tells whether the font changed; an entry holds its font, so an identity cannot be
/// reused by another object while it is kept. Measuring the same text again (a button's title
/// for its intrinsic size and then for its layout, a constraint pass reading the intrinsic size
/// after the text was drawn) then costs a comparison instead of a Pango layout.
///
/// Several boxes, not one: a multi-line label under Auto Layout is measured unbounded (its
/// intrinsic size), at its width (`sizeThatFits`, the engine's height for that width) and in
/// its bounds, in turn; with one entry each of those measured again (ten measures per text
/// change for the Catalog form's summary label).
struct LabelTextRectCache {
    struct Entry {
        let font: UIFont
        let lineBreakMode: NSLineBreakMode
        let numberOfLines: Int
        let size: CGSize
        let rightToLeft: Bool
        let used: CGSize
    }

    /// The boxes a label is measured in between two text changes are few; the oldest goes.
    static let capacity = 4

    private(set) var entries: [Entry] = []

    func used(font: UIFont, lineBreakMode: NSLineBreakMode, numberOfLines: Int, size: CGSize,
              rightToLeft: Bool) -> CGSize? {
        for entry in entries where entry.size == size && entry.numberOfLines == numberOfLines
            && entry.font === font && entry.lineBreakMode == lineBreakMode && entry.rightToLeft == rightToLeft {
            return entry.used
        }
        return nil
    }

    mutating func insert(_ entry: Entry) {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(entry)
    }
}
