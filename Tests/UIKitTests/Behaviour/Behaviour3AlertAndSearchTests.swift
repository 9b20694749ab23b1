import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class ResultsUpdaterLog: NSObject, UISearchResultsUpdating {
    var calls = 0
    func updateSearchResults(for searchController: UISearchController) { calls += 1 }
}

/// Third round: alert controllers and search controllers.
@MainActor
final class Behaviour3AlertAndSearchTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    // MARK: UIAlertController

    func testActionsKeepTheOrderTheyWereAddedIn() async {
        // UIKit (UIAlertController.actions / addAction(_:)): actions are in the order added,
        // whatever their style; a cancel action added first stays first in the array.
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let keep = UIAlertAction(title: "Keep", style: .default)
        alert.addAction(cancel)
        alert.addAction(delete)
        alert.addAction(keep)
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "Delete", "Keep"])
        XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive, .default])
        XCTAssertEqual(alert.preferredStyle, .actionSheet)
    }

    func testPreferredActionIsNilUntilSet() async {
        // UIKit (preferredAction): nil by default; an added action may be made preferred.
        let alert = UIAlertController(title: "Save?", message: "Unsaved changes", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(cancel)
        alert.addAction(save)
        XCTAssertNil(alert.preferredAction)
        alert.preferredAction = save
        XCTAssertTrue(alert.preferredAction === save)
    }

    func testTextFieldsAreNilUntilAddedAndHandlersRunAtOnce() async {
        // UIKit (textFields / addTextField(configurationHandler:)): nil until a text field is
        // added; the handler configures the new field before addTextField returns.
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.textFields)
        var configured: UITextField?
        alert.addTextField { field in
            field.placeholder = "Name"
            configured = field
        }
        alert.addTextField()
        XCTAssertEqual(alert.textFields?.count, 2)
        XCTAssertTrue(alert.textFields?.first === configured)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
    }

    func testAlertActionDefaults() async {
        // UIKit (UIAlertAction): enabled by default; title and style as given.
        let action = UIAlertAction(title: "OK", style: .default)
        XCTAssertTrue(action.isEnabled)
        XCTAssertEqual(action.title, "OK")
        XCTAssertEqual(action.style, .default)
        action.isEnabled = false
        XCTAssertFalse(action.isEnabled)
    }

    // MARK: UISearchController

    func testSearchControllerDefaults() async {
        // UIKit (UISearchController): inactive, with a search bar of its own, the results
        // controller given, and hidesNavigationBarDuringPresentation true.
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        XCTAssertFalse(search.isActive)
        XCTAssertNotNil(search.searchBar)
        XCTAssertTrue(search.searchResultsController === results)
        XCTAssertTrue(search.hidesNavigationBarDuringPresentation)
        XCTAssertNil(search.searchResultsUpdater)
        XCTAssertNil(UISearchController(searchResultsController: nil).searchResultsController)
    }

    func testActivatingTheSearchAsksTheUpdater() async {
        // UIKit (UISearchResultsUpdating.updateSearchResults(for:)): the updater is asked for
        // results when the search becomes active.
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let search = UISearchController(searchResultsController: nil)
        let updater = ResultsUpdaterLog()
        search.searchResultsUpdater = updater
        content.navigationItem.searchController = search
        content.definesPresentationContext = true
        ManualClock.runLoopTurn()
        search.isActive = true
        ManualClock.runLoopTurn()
        XCTAssertTrue(search.isActive)
        XCTAssertGreaterThanOrEqual(updater.calls, 1)
    }

    func testSearchBarDefaults() async {
        // UIKit (UISearchBar): empty text, no cancel button, no scope bar, default style.
        let bar = UISearchBar()
        XCTAssertEqual(bar.text ?? "", "")
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertFalse(bar.showsScopeBar)
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        XCTAssertEqual(bar.searchBarStyle, .default)
    }
}
