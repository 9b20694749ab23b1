/// Metrics of text measured before, by everything that decides them (the input's text,
/// attributes, paragraph styles and limits). Lists and forms measure the same titles over and
/// over — every "Open" button of a list, a cell's placeholder — and a measurement costs
/// tens of times a lookup. Fonts are fixed for the process (the pinned fontconfig set), so an
/// entry never goes stale; the table is emptied when it is full.
struct TextMetricsCache {
    /// Enough for a screenful of distinct strings several times over; about 300 bytes each.
    static let capacity = 2_048

    /// The input with its hash worked out once, from its text, sizes and width only (hashing
    /// every attribute of every run cost as much as a third of a short line's measuring).
    /// Equality compares the stored hashes first: the dictionary compares the key with every
    /// entry on its probe path, and comparing whole inputs there (copies of paragraphs, runs
    /// and styles) cost more than the lookup of a miss, the common case for fresh labels.
    struct Key: Hashable {
        let input: TextLayoutInput
        let hash: Int

        init(_ input: TextLayoutInput) {
            self.input = input
            var hasher = Hasher()
            hasher.combine(input.paragraphs.count)
            for paragraph in input.paragraphs {
                paragraph.utf8.withUnsafeBytes { hasher.combine(bytes: $0) }
                hasher.combine(paragraph.runs.first?.size ?? 0)
            }
            hasher.combine(input.maxWidth ?? -1)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hash == rhs.hash && lhs.input == rhs.input }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private var entries: [Key: TextLayoutMetrics] = [:]

    func metrics(for key: Key) -> TextLayoutMetrics? {
        entries[key]
    }

    func metrics(for input: TextLayoutInput) -> TextLayoutMetrics? {
        entries[Key(input)]
    }

    mutating func insert(_ metrics: TextLayoutMetrics, for key: Key) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = metrics
    }
}
