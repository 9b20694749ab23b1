@_spi(Diagnostics) import CoreGraphics

/// The sizes of plain label text measured last, shared by all labels: a screen of buttons or
/// cells repeats a few strings, and a thousand "Open" buttons then shape their title once.
///
/// A measurement of plain text (`UILabel.text`, no attributed string) is a function of the
/// string, the font, the line break mode, the number of lines, the box and the direction
/// alone: colors, alignment and shadow do not size text (UIKit does not invalidate the
/// intrinsic size for them), fonts are immutable and kept here (so an identity is not reused
/// while its entry lives), and the fonts the text engine resolves do not change while the
/// process runs. Most recent first; a hit moves to the front.
@MainActor
enum PlainTextMeasurements {
    struct Entry {
        let text: String
        let font: UIFont
        let lineBreakMode: NSLineBreakMode
        let numberOfLines: Int
        let size: CGSize
        let rightToLeft: Bool
        let used: CGSize
    }

    /// Enough for the strings of a cell or a card repeated down a list; a miss scans them all.
    static let capacity = 8
    private static var entries: [Entry] = []

    static func used(text: String, font: UIFont, lineBreakMode: NSLineBreakMode, numberOfLines: Int,
                     size: CGSize, rightToLeft: Bool) -> CGSize? {
        for index in entries.indices {
            let entry = entries[index]
            guard entry.font === font, entry.size == size, entry.numberOfLines == numberOfLines,
                  entry.lineBreakMode == lineBreakMode, entry.rightToLeft == rightToLeft, entry.text == text else { continue }
            if index > 0 {
                entries.remove(at: index)
                entries.insert(entry, at: 0)
            }
            return entry.used
        }
        return nil
    }

    static func remember(_ entry: Entry) {
        if entries.count >= capacity { entries.removeLast() }
        entries.insert(entry, at: 0)
    }
}
