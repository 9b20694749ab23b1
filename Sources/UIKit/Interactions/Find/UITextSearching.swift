/// An object whose text a `UITextSearchingFindSession` searches (UIKit, iOS 16): it finds
/// matches, orders them, decorates them and, if it supports it, replaces them.
@preconcurrency @MainActor
public protocol UITextSearching: NSObjectProtocol {
    /// Tells documents apart when the object searches several (nil for one document).
    associatedtype DocumentIdentifier: Hashable = AnyHashable?

    /// The selection; a search's first current match is the first at or after it.
    var selectedTextRange: UITextRange? { get }
    /// Orders two matches in one document.
    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: DocumentIdentifier?) -> ComparisonResult
    /// Finds `queryString`, reporting each match to the aggregator and then
    /// `finishedSearching()`.
    func performTextSearch(queryString: String, options: UITextSearchOptions,
                           resultAggregator: UITextSearchAggregator<DocumentIdentifier>)
    /// Shows a match in `style` (`.normal` removes its decoration).
    func decorate(foundTextRange: UITextRange, document: DocumentIdentifier?, usingStyle: UITextSearchFoundTextStyle)
    /// Removes every match decoration.
    func clearAllDecoratedFoundText()

    /// Whether matches can be replaced (default false).
    var supportsTextReplacement: Bool { get }
    /// Whether this match may be replaced (default: `supportsTextReplacement`).
    func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String) -> Bool
    /// Replaces one match (default: nothing).
    func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String)
    /// Replaces every match of the query (default: searches and replaces each match that
    /// `shouldReplace` allows, last first).
    func replaceAll(queryString: String, options: UITextSearchOptions, withText: String)
    /// The match is about to become the current one.
    func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?)
    /// Scrolls so that the match is visible.
    func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?)
    /// The document the selection is in (default nil).
    var selectedTextSearchDocument: DocumentIdentifier? { get }
    /// Orders documents (default `.orderedSame`).
    func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult
}

// UIKit: the rest are optional.
extension UITextSearching {
    public var supportsTextReplacement: Bool { false }
    public func shouldReplace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String) -> Bool {
        supportsTextReplacement
    }
    public func replace(foundTextRange: UITextRange, document: DocumentIdentifier?, withText: String) {}
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText: String) {
        guard supportsTextReplacement else { return }
        let results = TextSearchResults<DocumentIdentifier>(query: queryString)
        performTextSearch(queryString: queryString, options: options, resultAggregator: UITextSearchAggregator(results: results))
        let ordered = TextSearchOrdering.sorted(results.entries, in: self)
        for entry in ordered.reversed() where shouldReplace(foundTextRange: entry.range, document: entry.document, withText: withText) {
            replace(foundTextRange: entry.range, document: entry.document, withText: withText)
        }
    }
    public func willHighlight(foundTextRange: UITextRange, document: DocumentIdentifier?) {}
    public func scrollRangeToVisible(_ range: UITextRange, inDocument: DocumentIdentifier?) {}
    public var selectedTextSearchDocument: DocumentIdentifier? { nil }
    public func compare(document: DocumentIdentifier, toDocument: DocumentIdentifier) -> ComparisonResult { .orderedSame }
}
