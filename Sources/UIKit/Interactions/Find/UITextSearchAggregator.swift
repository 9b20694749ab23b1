/// Collects the ranges a searchable object finds for a find session (UIKit, iOS 16).
@preconcurrency @MainActor
public struct UITextSearchAggregator<DocumentIdentifier: Hashable> {
    let results: TextSearchResults<DocumentIdentifier>

    init(results: TextSearchResults<DocumentIdentifier>) {
        self.results = results
    }

    /// The ranges reported so far, in the order they were reported.
    public var allFoundRanges: [UITextRange] { results.entries.map(\.range) }

    /// Adds a match for `searchString` in `document`.
    public func foundRange(_ range: UITextRange, searchString: String, document: DocumentIdentifier) {
        guard results.query == nil || results.query == searchString else { return }
        results.entries.append((range, document))
        results.changed()
    }

    /// Removes a match that no longer exists (UIKit: the highlight moves on if it was the
    /// current one).
    public func invalidateFoundRange(_ range: UITextRange, document: DocumentIdentifier) {
        guard let index = results.entries.firstIndex(where: { $0.range.isEqual(range) && $0.document == document }) else { return }
        results.entries.remove(at: index)
        results.removed(at: index)
    }

    /// Removes every match.
    public func invalidate() {
        results.entries.removeAll()
        results.removed(at: nil)
    }

    /// The search is complete (all documents searched).
    public func finishedSearching() {
        results.isFinished = true
        results.changed()
    }
}

/// The matches of one search, in the searchable object's document type.
@MainActor
final class TextSearchResults<DocumentIdentifier: Hashable> {
    var entries: [(range: UITextRange, document: DocumentIdentifier)] = []
    var isFinished = false
    /// The query this search is for (reports for other queries are stale).
    let query: String?
    var onChange: () -> Void = {}
    var onRemove: (Int?) -> Void = { _ in }

    init(query: String?) {
        self.query = query
    }

    func changed() { onChange() }
    func removed(at index: Int?) { onRemove(index) }
}
