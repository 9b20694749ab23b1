/// Metrics of text measured before, by everything that decides them (the input's text,
/// attributes, paragraph styles and limits). Lists and forms measure the same titles over and
/// over — every "Open" button of a list, a cell's placeholder — and a measurement costs
/// about a hundred times a lookup. Fonts are fixed for the process (the pinned fontconfig
/// set), so an entry never goes stale; the table is emptied when it is full.
struct TextMetricsCache {
    /// Enough for a screenful of distinct strings several times over; about 300 bytes each.
    static let capacity = 2_048

    private var entries: [TextLayoutInput: TextLayoutMetrics] = [:]

    func metrics(for input: TextLayoutInput) -> TextLayoutMetrics? {
        entries[input]
    }

    mutating func insert(_ metrics: TextLayoutMetrics, for input: TextLayoutInput) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[input] = metrics
    }
}
