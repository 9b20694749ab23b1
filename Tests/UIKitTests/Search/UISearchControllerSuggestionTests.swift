import XCTest
import UIKit
import UIKitTesting

/// A search controller's iOS 16 additions: search suggestions picked through the results
/// updater, `scopeBarActivation`, and the search bar placement of its navigation item.
@MainActor
final class UISearchControllerSuggestionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Updater: UISearchResultsUpdating {
        var log: [String] = []
        func updateSearchResults(for searchController: UISearchController) { log.append("update") }
        func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
            log.append("selecting(\(searchSuggestion.localizedSuggestion ?? "nil"))")
        }
    }

    private func makeSearch() -> (UIWindow, UINavigationController, UISearchController, Updater, InputSimulator) {
        let root = UIViewController()
        root.title = "Fruit"
        let search = UISearchController(searchResultsController: nil)
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.autocapitalizationType = .none
        root.navigationItem.searchController = search
        root.navigationItem.hidesSearchBarWhenScrolling = false
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        return (window, navigation, search, updater, InputSimulator(window: window))
    }

    private func label(_ text: String, in view: UIView) -> UILabel? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let label = next as? UILabel, label.text == text { return label }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }

    func testAPickedSuggestionReachesTheUpdaterAndClearsTheSuggestions() async {
        let (window, _, search, updater, input) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        XCTAssertNil(search.searchSuggestions)
        input.tap(search.searchBar.searchTextField)
        XCTAssertTrue(search.isActive)
        search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Bananas"),
                                    UISearchSuggestionItem(localizedSuggestion: "Cherries")]
        guard let row = label("Cherries", in: window) else { return XCTFail("the suggestions are not listed") }
        updater.log = []
        input.tap(at: row.convert(CGPoint(x: 4, y: row.bounds.midY), to: window))
        XCTAssertEqual(updater.log, ["selecting(Cherries)"])
        XCTAssertNil(search.searchSuggestions, "UIKit: a pick sets the suggestions to nil")
        XCTAssertNil(label("Bananas", in: window))
    }

    func testScopeBarActivationFollowsAutomaticallyShowsScopeBar() async {
        let search = UISearchController(searchResultsController: nil)
        XCTAssertEqual(search.scopeBarActivation, .automatic)
        XCTAssertTrue(search.automaticallyShowsScopeBar)
        search.automaticallyShowsScopeBar = false
        XCTAssertEqual(search.scopeBarActivation, .manual)
        search.scopeBarActivation = .onTextEntry
        XCTAssertTrue(search.automaticallyShowsScopeBar)
        // UIKit: the app showing the scope bar itself takes it over.
        search.searchBar.showsScopeBar = true
        XCTAssertEqual(search.scopeBarActivation, .manual)
        XCTAssertFalse(search.ignoresSearchSuggestionsForSearchBarPlacementStacked)
        XCTAssertEqual(UISearchController.ScopeBarActivation.onSearchActivation.rawValue, 3)
    }

    func testOnTextEntryTheScopeBarShowsOnceTheUserTypes() async {
        let (window, _, search, _, input) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        search.searchBar.scopeButtonTitles = ["All", "Fresh"]
        search.scopeBarActivation = .onTextEntry
        input.tap(search.searchBar.searchTextField)
        XCTAssertTrue(search.isActive)
        XCTAssertFalse(search.searchBar.showsScopeBar, "not on activation")
        input.typeText("b")
        XCTAssertTrue(search.searchBar.showsScopeBar)
        search.isActive = false
        XCTAssertFalse(search.searchBar.showsScopeBar)
        XCTAssertEqual(search.scopeBarActivation, .onTextEntry)
    }

    func testOnSearchActivationTheScopeBarShowsWithTheSearch() async {
        let (window, _, search, _, input) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        search.searchBar.scopeButtonTitles = ["All", "Fresh"]
        search.scopeBarActivation = .onSearchActivation
        input.tap(search.searchBar.searchTextField)
        XCTAssertTrue(search.searchBar.showsScopeBar)
        search.isActive = false
        XCTAssertFalse(search.searchBar.showsScopeBar)
    }

    func testManualActivationLeavesTheScopeBarToTheApp() async {
        let (window, _, search, _, input) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        search.searchBar.scopeButtonTitles = ["All", "Fresh"]
        search.scopeBarActivation = .manual
        input.tap(search.searchBar.searchTextField)
        XCTAssertFalse(search.searchBar.showsScopeBar)
    }

    func testTheSearchBarIsPlacedStacked() async {
        let (window, navigation, search, _, _) = makeSearch()
        defer { withExtendedLifetime(window) {} }
        let item = navigation.topViewController!.navigationItem
        XCTAssertEqual(item.preferredSearchBarPlacement, .automatic)
        item.preferredSearchBarPlacement = .inline
        XCTAssertEqual(item.preferredSearchBarPlacement, .inline)
        XCTAssertEqual(item.searchBarPlacement, .stacked)
        XCTAssertEqual(search.searchBarPlacement, .stacked)
        XCTAssertEqual(UISearchController(searchResultsController: nil).searchBarPlacement, .automatic)
        XCTAssertEqual(UINavigationItem.SearchBarPlacement.stacked.rawValue, 2)
    }
}
