/// A `UITextSearchingFindSession`'s work, typed by its searchable object's document type:
/// the ordered matches, the current one, and their decorations.
@MainActor
protocol TextSearchDriving: AnyObject {
    var resultCount: Int { get }
    /// NSNotFound while no match is current.
    var highlightedIndex: Int { get }
    var supportsReplacement: Bool { get }
    var allowsReplacementForCurrent: Bool { get }
    var onUpdate: () -> Void { get set }
    func search(query: String, options: UITextSearchOptions)
    func highlightNext(forward: Bool)
    func replaceCurrent(query: String, replacement: String, options: UITextSearchOptions)
    func replaceAll(query: String, replacement: String, options: UITextSearchOptions)
    func invalidate()
}

/// How matches are ordered: by document, then within the document, as the searchable
/// object compares them.
enum TextSearchOrdering {
    @MainActor
    static func sorted<S: UITextSearching>(_ entries: [(range: UITextRange, document: S.DocumentIdentifier)],
                                           in searchable: S) -> [(range: UITextRange, document: S.DocumentIdentifier)] {
        entries.sorted { a, b in
            if a.document != b.document {
                return searchable.compare(document: a.document, toDocument: b.document) == .orderedAscending
            }
            return searchable.compare(a.range, toRange: b.range, document: a.document) == .orderedAscending
        }
    }
}

@MainActor
final class TextSearchDriver<Searchable: UITextSearching>: TextSearchDriving {
    typealias Entry = (range: UITextRange, document: Searchable.DocumentIdentifier)

    private(set) weak var searchable: Searchable?
    private var results: TextSearchResults<Searchable.DocumentIdentifier>?
    private(set) var ordered: [Entry] = []
    private var current: Int?
    /// While the searchable object runs a search synchronously, reports are ordered once at
    /// the end.
    private var collecting = false
    var onUpdate: () -> Void = {}

    init(searchable: Searchable) {
        self.searchable = searchable
    }

    var resultCount: Int { ordered.count }
    var highlightedIndex: Int { current ?? NSNotFound }
    var supportsReplacement: Bool { searchable?.supportsTextReplacement ?? false }

    var allowsReplacementForCurrent: Bool {
        guard let searchable, searchable.supportsTextReplacement, let current else { return false }
        let entry = ordered[current]
        return searchable.shouldReplace(foundTextRange: entry.range, document: entry.document, withText: "")
    }

    func search(query: String, options: UITextSearchOptions) {
        search(query: query, options: options, preferring: nil)
    }

    /// `preferring`: the index to make current (after a replacement), instead of the first
    /// match at or after the selection.
    private func search(query: String, options: UITextSearchOptions, preferring index: Int?) {
        clear()
        guard let searchable, !query.isEmpty else { return onUpdate() }
        let results = TextSearchResults<Searchable.DocumentIdentifier>(query: query)
        results.onChange = { [weak self, weak results] in
            guard let self, let results, self.results === results, !self.collecting else { return }
            self.refresh(preferring: nil)
        }
        results.onRemove = { [weak self, weak results] _ in
            guard let self, let results, self.results === results, !self.collecting else { return }
            self.searchable?.clearAllDecoratedFoundText()
            self.refresh(preferring: self.current)
        }
        self.results = results
        collecting = true
        searchable.performTextSearch(queryString: query, options: options, resultAggregator: UITextSearchAggregator(results: results))
        collecting = false
        refresh(preferring: index)
    }

    /// Orders the matches, decorates them and picks the current one.
    private func refresh(preferring index: Int?) {
        guard let searchable, let results else { return }
        let keep = current.map { ordered[$0] }
        ordered = TextSearchOrdering.sorted(results.entries, in: searchable)
        current = nil
        for entry in ordered {
            searchable.decorate(foundTextRange: entry.range, document: entry.document, usingStyle: .found)
        }
        if !ordered.isEmpty {
            if let index {
                highlight(index < ordered.count ? index : 0)
            } else if let keep, let same = ordered.firstIndex(where: { $0.range.isEqual(keep.range) && $0.document == keep.document }) {
                highlight(same)
            } else {
                highlight(firstAtOrAfterSelection())
            }
        }
        onUpdate()
    }

    /// UIKit: a new search starts from the selection.
    private func firstAtOrAfterSelection() -> Int {
        guard let searchable, let selection = searchable.selectedTextRange else { return 0 }
        let document = searchable.selectedTextSearchDocument
        for (index, entry) in ordered.enumerated() {
            if let document, entry.document != document {
                if searchable.compare(document: entry.document, toDocument: document) == .orderedDescending { return index }
                continue
            }
            if searchable.compare(entry.range, toRange: selection, document: entry.document) != .orderedAscending { return index }
        }
        return 0
    }

    private func highlight(_ index: Int) {
        guard let searchable else { return }
        if let current, current < ordered.count, current != index {
            searchable.decorate(foundTextRange: ordered[current].range, document: ordered[current].document, usingStyle: .found)
        }
        current = index
        let entry = ordered[index]
        searchable.willHighlight(foundTextRange: entry.range, document: entry.document)
        searchable.decorate(foundTextRange: entry.range, document: entry.document, usingStyle: .highlighted)
        searchable.scrollRangeToVisible(entry.range, inDocument: entry.document)
    }

    func highlightNext(forward: Bool) {
        guard !ordered.isEmpty else { return }
        let count = ordered.count
        let next: Int
        if let current {
            next = forward ? (current + 1) % count : (current - 1 + count) % count
        } else {
            next = forward ? 0 : count - 1
        }
        highlight(next)
        onUpdate()
    }

    func replaceCurrent(query: String, replacement: String, options: UITextSearchOptions) {
        guard let searchable, searchable.supportsTextReplacement, let current else { return }
        let entry = ordered[current]
        guard searchable.shouldReplace(foundTextRange: entry.range, document: entry.document, withText: replacement) else { return }
        searchable.replace(foundTextRange: entry.range, document: entry.document, withText: replacement)
        // The ranges after it moved: search again; the next match takes the replaced one's place.
        search(query: query, options: options, preferring: current)
    }

    func replaceAll(query: String, replacement: String, options: UITextSearchOptions) {
        guard let searchable, searchable.supportsTextReplacement, !query.isEmpty else { return }
        clear()
        searchable.replaceAll(queryString: query, options: options, withText: replacement)
        search(query: query, options: options)
    }

    func invalidate() {
        clear()
        onUpdate()
    }

    private func clear() {
        results = nil
        ordered = []
        current = nil
        searchable?.clearAllDecoratedFoundText()
    }
}
