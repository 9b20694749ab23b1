/// A find session: the state of one search in a find interaction (UIKit, iOS 16). This base
/// class finds nothing; subclass it for custom content, or use `UITextSearchingFindSession`.
@preconcurrency @MainActor
open class UIFindSession: NSObject {
    /// What the find navigator shows of the results (UIKit).
    public enum SearchResultDisplayStyle: Int, Sendable {
        /// "1 of 5".
        case currentAndTotal = 0
        /// "5 results".
        case total = 1
        /// Nothing.
        case none = 2
    }

    /// The find interaction presenting the session (set while it is active).
    weak var findInteraction: UIFindInteraction?

    public override init() {
        super.init()
    }

    /// The number of matches of the last search.
    open var resultCount: Int { 0 }
    /// The current match's index (NSNotFound: none).
    open var highlightedResultIndex: Int { NSNotFound }
    /// How the navigator shows the results (default `.currentAndTotal`).
    open var searchResultDisplayStyle: SearchResultDisplayStyle = .currentAndTotal {
        didSet { findInteraction?.updateResultCount() }
    }
    /// Whether the session can replace matches (shows the navigator's replace field).
    open var supportsReplacement: Bool { false }
    /// Whether the current match may be replaced.
    open var allowsReplacementForCurrentlyHighlightedResult: Bool { supportsReplacement }

    /// Searches for `query`; nil options: the navigator's (anywhere in words, ignoring case).
    open func performSearch(query: String, options: UITextSearchOptions?) {}
    /// Replaces the current match.
    open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Replaces every match.
    open func replaceAll(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Makes the next (`.forward`) or previous (`.backward`) match current, wrapping around.
    open func highlightNextResult(in direction: UITextStorageDirection) {}
    /// Forgets the matches (the navigator closed or the content changed).
    open func invalidateFoundResults() {}
}
