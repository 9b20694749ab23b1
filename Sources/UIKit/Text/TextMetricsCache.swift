/// Metrics of text measured before, by everything that decides them (the input's text,
/// attributes, paragraph styles and limits). Lists and forms measure the same titles over and
/// over — every "Open" button of a list, a cell's placeholder — and a measurement costs
/// tens of times a lookup. Fonts are fixed for the process (the pinned fontconfig set), so an
/// entry never goes stale; the table is emptied when it is full.
struct TextMetricsCache {
    /// Enough for a screenful of distinct strings several times over; about 300 bytes each.
    static let capacity = 2_048

    /// The input, hashed by its text, sizes and width only (hashing every attribute of every
    /// run cost as much as a third of a short line's measuring); equality compares it all.
    private struct Key: Hashable {
        var input: TextLayoutInput

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.input == rhs.input }

        func hash(into hasher: inout Hasher) {
            hasher.combine(input.paragraphs.count)
            for paragraph in input.paragraphs {
                paragraph.utf8.withUnsafeBytes { hasher.combine(bytes: $0) }
                hasher.combine(paragraph.runs.first?.size ?? 0)
            }
            hasher.combine(input.maxWidth ?? -1)
        }
    }

    private var entries: [Key: TextLayoutMetrics] = [:]

    func metrics(for input: TextLayoutInput) -> TextLayoutMetrics? {
        entries[Key(input: input)]
    }

    mutating func insert(_ metrics: TextLayoutMetrics, for input: TextLayoutInput) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[Key(input: input)] = metrics
    }
}
