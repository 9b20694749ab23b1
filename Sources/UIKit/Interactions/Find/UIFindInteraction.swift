/// Find (and replace) in its view (UIKit, iOS 16): presenting the find navigator asks the
/// delegate for a session; the navigator's search field drives the session's searches, its
/// buttons move through the matches and replace them.
///
/// OpenUIKit: the navigator is a bar drawn along the bottom of the view's window (search
/// field, result count, previous/next and Done; a replace field with Replace and All when
/// the session supports replacement).
@preconcurrency @MainActor
open class UIFindInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIFindInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// The session while the navigator is shown.
    open private(set) var activeFindSession: UIFindSession?

    /// Whether the find navigator is shown.
    open var isFindNavigatorVisible: Bool { navigatorView != nil }

    /// The query; setting it while a session is active searches for it.
    open var searchText: String? {
        didSet {
            navigatorView?.setSearchText(searchText ?? "")
            if searchText != oldValue { searchActiveSession() }
        }
    }

    /// The replacement string (used when the session supports replacement).
    open var replacementText: String? {
        didSet { navigatorView?.setReplacementText(replacementText ?? "") }
    }

    /// Customizes the navigator's options menu. Stored; OpenUIKit's navigator shows no
    /// options menu.
    open var optionsMenuProvider: (([UIMenuElement]) -> UIMenu?)?

    var navigatorView: FindNavigatorView?

    public init(sessionDelegate: any UIFindInteractionDelegate) {
        delegate = sessionDelegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        dismissFindNavigator()
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the navigator (if the delegate gives a session) and searches for `searchText`.
    /// `showingReplace`: also the replace field, if the session supports replacement.
    open func presentFindNavigator(showingReplace: Bool) {
        if let navigatorView {
            navigatorView.showsReplace = showingReplace && (activeFindSession?.supportsReplacement ?? false)
            navigatorView.focusSearchField()
            return
        }
        guard let view, let window = view.window, let delegate,
              let session = delegate.findInteraction(self, sessionFor: view) else { return }
        activeFindSession = session
        session.findInteraction = self
        let navigator = FindNavigatorView(interaction: self)
        navigator.showsReplace = showingReplace && session.supportsReplacement
        navigator.setSearchText(searchText ?? "")
        navigator.setReplacementText(replacementText ?? "")
        navigatorView = navigator
        window.addSubview(navigator)
        navigator.placeInWindow()
        delegate.findInteraction(self, didBegin: session)
        searchActiveSession()
        navigator.focusSearchField()
    }

    /// Hides the navigator and ends the session (its matches are forgotten).
    open func dismissFindNavigator() {
        guard let session = activeFindSession else { return }
        activeFindSession = nil
        let navigator = navigatorView
        navigatorView = nil
        navigator?.removeFromSuperview()
        session.invalidateFoundResults()
        session.findInteraction = nil
        delegate?.findInteraction(self, didEnd: session)
    }

    /// The next match becomes current. UIKit: without a session, presents the navigator.
    open func findNext() {
        guard let session = activeFindSession else { return presentFindNavigator(showingReplace: false) }
        session.highlightNextResult(in: .forward)
        updateResultCount()
    }

    /// The previous match becomes current.
    open func findPrevious() {
        guard let session = activeFindSession else { return presentFindNavigator(showingReplace: false) }
        session.highlightNextResult(in: .backward)
        updateResultCount()
    }

    /// Refreshes the navigator's count from the session.
    open func updateResultCount() {
        guard let session = activeFindSession else { return }
        navigatorView?.showResults(count: session.resultCount, highlighted: session.highlightedResultIndex,
                                   style: session.searchResultDisplayStyle, hasQuery: !(searchText ?? "").isEmpty)
    }

    // MARK: Internals

    private func searchActiveSession() {
        guard let session = activeFindSession else { return }
        session.performSearch(query: searchText ?? "", options: nil)
        updateResultCount()
    }

    func replaceCurrent() {
        guard let session = activeFindSession, let query = searchText, !query.isEmpty,
              session.allowsReplacementForCurrentlyHighlightedResult else { return }
        session.performSingleReplacement(query: query, replacementString: replacementText ?? "", options: nil)
        updateResultCount()
    }

    func replaceAllMatches() {
        guard let session = activeFindSession, let query = searchText, !query.isEmpty, session.supportsReplacement else { return }
        session.replaceAll(query: query, replacementString: replacementText ?? "", options: nil)
        updateResultCount()
    }
}
