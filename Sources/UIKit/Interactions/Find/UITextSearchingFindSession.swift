/// A find session over an object that adopts `UITextSearching` (UIKit, iOS 16): the object
/// finds and decorates the matches; the session orders them and moves the current match.
@preconcurrency @MainActor
open class UITextSearchingFindSession: UIFindSession {
    /// The object searched (held weakly).
    open var searchableObject: (any UITextSearching)? { searchableStorage }
    private weak var searchableStorage: (any UITextSearching)?
    let driver: any TextSearchDriving

    public init(searchableObject: any UITextSearching) {
        searchableStorage = searchableObject
        driver = Self.makeDriver(searchableObject)
        super.init()
        driver.onUpdate = { [weak self] in self?.findInteraction?.updateResultCount() }
    }

    private static func makeDriver<S: UITextSearching>(_ searchable: S) -> any TextSearchDriving {
        TextSearchDriver(searchable: searchable)
    }

    open override var resultCount: Int { driver.resultCount }
    open override var highlightedResultIndex: Int { driver.highlightedIndex }
    open override var supportsReplacement: Bool { driver.supportsReplacement }
    open override var allowsReplacementForCurrentlyHighlightedResult: Bool { driver.allowsReplacementForCurrent }

    /// UIKit: the first current match is the first at or after the object's selection.
    open override func performSearch(query: String, options: UITextSearchOptions?) {
        driver.search(query: query, options: options ?? .navigatorDefault())
    }

    open override func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {
        driver.replaceCurrent(query: query, replacement: replacementString, options: options ?? .navigatorDefault())
    }

    open override func replaceAll(query: String, replacementString: String, options: UITextSearchOptions?) {
        driver.replaceAll(query: query, replacement: replacementString, options: options ?? .navigatorDefault())
    }

    open override func highlightNextResult(in direction: UITextStorageDirection) {
        driver.highlightNext(forward: direction == .forward)
    }

    open override func invalidateFoundResults() {
        driver.invalidate()
    }
}
