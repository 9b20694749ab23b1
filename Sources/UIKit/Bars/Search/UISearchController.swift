import Foundation

/// A view controller that runs a search through its search bar (UIKit): activating it (a
/// tap in the bar's field, or `isActive = true`) shows the Cancel button, lays its view over
/// the content below the bar — a dimming layer while `obscuresBackgroundDuringPresentation`,
/// the results controller's view while `showsSearchResultsController` — and asks the
/// `searchResultsUpdater` for results; Cancel clears the text and deactivates it.
///
/// Its view is laid over the window below the search bar instead of being presented
/// modally (`presentingViewController` stays nil).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    let searchBarStorage = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    let resultsControllerStorage: UIViewController?
    let dimmingView = SearchDimmingView()
    var activeStorage = false
    var showsResultsStorage = false

    public init(searchResultsController: UIViewController?) {
        resultsControllerStorage = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configureSearch()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        resultsControllerStorage = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureSearch()
    }

    public required init?(coder: NSCoder) {
        resultsControllerStorage = nil
        super.init(coder: coder)
        configureSearch()
    }

    private func configureSearch() {
        searchBarStorage.owningController = self
        dimmingView.onTap = { [weak self] in self?.isActive = false }
    }

    // MARK: Configuration

    /// The bar the controller owns; put it in `navigationItem.searchController` or in a view.
    open var searchBar: UISearchBar { searchBarStorage }
    /// The controller whose view shows the results (nil: the presenting content shows them).
    open var searchResultsController: UIViewController? { resultsControllerStorage }
    /// Set by the delegate's default `presentSearchController(_:)`: the delegate does not
    /// present the controller.
    var presentationLeftToController = true
    /// Asked to update the results (held weakly).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told of presentation and dismissal (held weakly).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// UIKit: true — the content under the search is dimmed, and a tap on it ends the search.
    open var obscuresBackgroundDuringPresentation: Bool = true { didSet { updatePresentedViews() } }
    /// UIKit (deprecated in iOS 12): the same flag as `obscuresBackgroundDuringPresentation`.
    @available(iOS, introduced: 8.0, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// UIKit: true — while active, a navigation bar showing the search bar shows only it.
    open var hidesNavigationBarDuringPresentation: Bool = true
    /// UIKit (iOS 13): true — the Cancel button shows while the search is active.
    open var automaticallyShowsCancelButton: Bool = true
    /// UIKit (iOS 13): true — the scope bar shows while the search is active. The same as
    /// `scopeBarActivation` `.automatic` (true) or `.manual` (false).
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set { scopeBarActivation = newValue ? .automatic : .manual }
    }
    /// When the controller shows and hides the scope bar (UIKit, iOS 16; `.automatic`).
    open var scopeBarActivation: ScopeBarActivation = .automatic
    /// Suggestions listed under the search field (UIKit, iOS 16); a pick goes to the
    /// results updater's `updateSearchResults(for:selecting:)` and sets them to nil.
    open var searchSuggestions: [any UISearchSuggestion]? {
        get { suggestionsStorage }
        set {
            suggestionsStorage = newValue
            searchBarStorage.searchTextField.searchSuggestions = newValue
        }
    }
    var suggestionsStorage: [any UISearchSuggestion]?
    /// UIKit (iOS 16): false. Ours: suggestions always show under the field, so this is
    /// stored only.
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked: Bool = false
    /// UIKit (iOS 13): true — the results controller shows while the field has text.
    open var automaticallyShowsSearchResultsController: Bool = true

    /// Whether the results controller's view shows (UIKit, iOS 13). Set by the controller
    /// as the text changes while `automaticallyShowsSearchResultsController`.
    open var showsSearchResultsController: Bool {
        get { showsResultsStorage }
        set {
            showsResultsStorage = newValue
            updatePresentedViews()
        }
    }

    // MARK: Activation

    /// Whether the search is shown. Setting true activates it as a tap in the field does.
    open var isActive: Bool {
        get { activeStorage }
        set { newValue ? activate() : deactivate() }
    }

    /// UIKit order here: `willPresentSearchController`, the Cancel button, the view laid
    /// over the content, the field made first responder, `updateSearchResults(for:)`,
    /// `didPresentSearchController`.
    func activate() {
        guard !activeStorage else { return }
        activeStorage = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBarStorage.setShowsCancelButton(true, animated: false) }
        if scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation
            || (scopeBarActivation == .onTextEntry && !(searchBarStorage.text ?? "").isEmpty),
           !(searchBarStorage.scopeButtonTitles ?? []).isEmpty {
            searchBarStorage.setShowsScope(true, animated: false)
        }
        if automaticallyShowsSearchResultsController { showsResultsStorage = !(searchBarStorage.text ?? "").isEmpty }
        relayoutNavigationBar()
        // UIKit: a delegate that implements `presentSearchController(_:)` presents the
        // controller itself; otherwise the controller shows its view over the content.
        presentationLeftToController = false
        if let delegate { delegate.presentSearchController(self) } else { presentationLeftToController = true }
        if presentationLeftToController { installPresentedView() }
        if !searchBarStorage.isFirstResponder { _ = searchBarStorage.becomeFirstResponder() }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// UIKit order here: `willDismissSearchController`, the field resigns (the search bar
    /// delegate's should-end and did-end calls), the Cancel button hides, the view leaves,
    /// `updateSearchResults(for:)`, `didDismissSearchController`.
    func deactivate() {
        guard activeStorage else { return }
        activeStorage = false
        delegate?.willDismissSearchController(self)
        if searchBarStorage.isFirstResponder { _ = searchBarStorage.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBarStorage.setShowsCancelButton(false, animated: false) }
        if scopeBarActivation != .manual, !(searchBarStorage.scopeButtonTitles ?? []).isEmpty {
            searchBarStorage.setShowsScope(false, animated: false)
        }
        viewIfLoaded?.removeFromSuperview()
        relayoutNavigationBar()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    // MARK: Events from the search bar

    func searchBarDidBeginEditing() {
        isActive = true
    }

    func searchBarTextDidChange() {
        // UIKit (iOS 16): `.onTextEntry` shows the scope bar once typing begins.
        if activeStorage, scopeBarActivation == .onTextEntry, !(searchBarStorage.text ?? "").isEmpty,
           !(searchBarStorage.scopeButtonTitles ?? []).isEmpty {
            searchBarStorage.setShowsScope(true, animated: false)
        }
        if automaticallyShowsSearchResultsController {
            showsResultsStorage = !(searchBarStorage.text ?? "").isEmpty
            updatePresentedViews()
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// UIKit: the updater hears of the pick, then `searchSuggestions` becomes nil.
    func suggestionSelected(_ suggestion: any UISearchSuggestion) {
        searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestion)
        searchSuggestions = nil
    }

    func searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// UIKit: Cancel empties the field and ends the search.
    func searchBarCancelled() {
        guard activeStorage else { return }
        searchBarStorage.text = ""
        isActive = false
    }

    func searchBarSizeDidChange() {
        relayoutNavigationBar()
        layoutPresentedView()
    }

    // MARK: Presentation

    /// The navigation bar showing the search bar (through `UINavigationItem.searchController`).
    var hostingNavigationBar: UINavigationBar? {
        searchBarStorage.superview?.superview as? UINavigationBar
    }

    /// Whether the navigation bar shows only the search bar now.
    var collapsesNavigationBarTitle: Bool { activeStorage && hidesNavigationBarDuringPresentation }

    private func relayoutNavigationBar() {
        guard let bar = hostingNavigationBar else { return }
        bar.contentNeedsUpdate = true
        bar.invalidateIntrinsicContentSize()
        bar.setNeedsLayout()
        if let view = bar.managingController?.viewIfLoaded {
            view.setNeedsLayout()
            view.layoutIfNeeded()
        } else {
            bar.layoutIfNeeded()
        }
    }

    private func installPresentedView() {
        guard let window = searchBarStorage.window else { return }
        let view = self.view!
        if let results = resultsControllerStorage, results.parent !== self {
            addChild(results)
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        if dimmingView.superview !== view { view.insertSubview(dimmingView, at: 0) }
        window.addSubview(view)
        layoutPresentedView()
        updatePresentedViews()
    }

    /// Below the search bar, to the bottom of the window.
    func layoutPresentedView() {
        guard activeStorage, let view = viewIfLoaded, let window = view.superview as? UIWindow else { return }
        let barFrame = searchBarStorage.convert(searchBarStorage.bounds, to: window)
        let top = barFrame.maxY
        view.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
        dimmingView.frame = view.bounds
        resultsControllerStorage?.viewIfLoaded?.frame = view.bounds
    }

    private func updatePresentedViews() {
        guard let view = viewIfLoaded else { return }
        view.backgroundColor = nil
        // Ours: the dimming color (iOS dims with a light translucent gray).
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        let showsResults = showsResultsStorage && resultsControllerStorage != nil
        resultsControllerStorage?.viewIfLoaded?.isHidden = !showsResults
        // Nothing to show: the content below stays reachable.
        view.isHidden = !showsResults && !obscuresBackgroundDuringPresentation
    }
}
