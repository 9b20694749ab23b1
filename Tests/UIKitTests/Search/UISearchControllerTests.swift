import XCTest
import UIKit
import UIKitTesting

/// A search controller in a navigation item: the bar under the navigation bar's title,
/// activation by a tap in its field, updates as the user types, Cancel.
@MainActor
final class UISearchControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private struct Fixture {
        let window: UIWindow
        let navigation: UINavigationController
        let root: UIViewController
        let search: UISearchController
        let results: UIViewController
        let recorder: SearchRecorder
        let input: InputSimulator
    }

    private func makeFixture() -> Fixture {
        let root = UIViewController()
        root.title = "Fruit"
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder()
        search.searchBar.delegate = recorder
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        search.searchBar.autocapitalizationType = .none
        root.navigationItem.searchController = search
        root.navigationItem.hidesSearchBarWhenScrolling = false
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        return Fixture(window: window, navigation: navigation, root: root, search: search, results: results,
                       recorder: recorder, input: InputSimulator(window: window))
    }

    func testDefaultsAreUIKits() async {
        let search = UISearchController(searchResultsController: nil)
        XCTAssertFalse(search.isActive)
        XCTAssertNil(search.searchResultsController)
        XCTAssertTrue(search.obscuresBackgroundDuringPresentation)
        XCTAssertTrue(search.hidesNavigationBarDuringPresentation)
        XCTAssertTrue(search.automaticallyShowsCancelButton)
        XCTAssertTrue(search.automaticallyShowsSearchResultsController)
        XCTAssertFalse(search.showsSearchResultsController)
        XCTAssertTrue(search.searchBar === search.searchBar)
    }

    func testTheNavigationBarShowsTheSearchBarBelowItsTitleRow() async {
        let f = makeFixture()
        XCTAssertEqual(f.navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertTrue(f.search.searchBar.isDescendant(of: f.navigation.navigationBar))
        let barFrame = f.search.searchBar.convert(f.search.searchBar.bounds, to: f.window)
        XCTAssertEqual(barFrame, CGRect(x: 0, y: 91, width: 390, height: 52))
        let fieldFrame = f.search.searchBar.searchTextField.convert(f.search.searchBar.searchTextField.bounds, to: f.window)
        XCTAssertEqual(fieldFrame, CGRect(x: 16, y: 99, width: 358, height: 36))
        XCTAssertEqual(f.root.view.safeAreaInsets.top, 143, "the content's safe area ends below the search bar")
    }

    func testTapActivatesTypingUpdatesAndCancelDeactivatesInOrder() async {
        let f = makeFixture()
        let field = f.search.searchBar.searchTextField
        f.input.tap(field)
        XCTAssertTrue(f.search.isActive)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(f.recorder.log, ["shouldBegin", "didBegin", "willPresent", "update(,true)", "didPresent"])

        // The title row gives way to the search bar; Cancel shows; the dimming layer covers the content.
        XCTAssertEqual(f.navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 52))
        let barFrame = f.search.searchBar.convert(f.search.searchBar.bounds, to: f.window)
        XCTAssertEqual(barFrame, CGRect(x: 0, y: 47, width: 390, height: 52))
        guard let cancel = SearchFixtures.button("Cancel", in: f.search.searchBar) else { return XCTFail("no Cancel button") }
        XCTAssertTrue(f.search.searchBar.showsCancelButton)
        XCTAssertEqual(field.frame.maxX + 8, cancel.frame.minX)
        XCTAssertEqual(f.search.view.superview, f.window)
        XCTAssertEqual(f.search.view.frame, CGRect(x: 0, y: 99, width: 390, height: 745))
        XCTAssertFalse(f.search.view.isHidden)
        XCTAssertFalse(f.search.showsSearchResultsController)
        XCTAssertTrue(f.results.view.isHidden)

        f.recorder.log = []
        f.input.typeText("p")
        XCTAssertEqual(f.recorder.log, ["shouldChange(0,0,p)", "textDidChange(p)", "update(p,true)"])
        XCTAssertTrue(f.search.showsSearchResultsController, "the results show once the field has text")
        XCTAssertFalse(f.results.view.isHidden)
        XCTAssertTrue(f.results.parent === f.search)
        XCTAssertEqual(f.results.view.frame, CGRect(x: 0, y: 0, width: 390, height: 745))

        f.recorder.log = []
        f.input.tap(cancel)
        XCTAssertFalse(f.search.isActive)
        XCTAssertEqual(f.search.searchBar.text, "")
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(f.recorder.log, ["cancel", "willDismiss", "shouldEnd", "didEnd", "update(,false)", "didDismiss"])
        XCTAssertFalse(f.search.searchBar.showsCancelButton)
        XCTAssertNil(f.search.view.superview)
        XCTAssertEqual(f.navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
    }

    func testATapOnTheDimmedContentEndsTheSearch() async {
        let f = makeFixture()
        f.search.isActive = true
        XCTAssertTrue(f.search.searchBar.searchTextField.isFirstResponder)
        f.recorder.log = []
        f.input.tap(at: CGPoint(x: 200, y: 500))
        XCTAssertFalse(f.search.isActive)
        XCTAssertEqual(f.recorder.log, ["willDismiss", "shouldEnd", "didEnd", "update(,false)", "didDismiss"])
    }

    func testWithoutObscuringNorResultsTheContentStaysReachable() async {
        let f = makeFixture()
        f.search.obscuresBackgroundDuringPresentation = false
        f.search.hidesNavigationBarDuringPresentation = false
        f.search.isActive = true
        XCTAssertTrue(f.search.view.isHidden)
        XCTAssertEqual(f.navigation.navigationBar.frame.height, 96, "the title row stays")
        let barFrame = f.search.searchBar.convert(f.search.searchBar.bounds, to: f.window)
        XCTAssertEqual(barFrame.minY, 91)
        let button = UIButton(frame: CGRect(x: 100, y: 400, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        f.root.view.addSubview(button)
        f.input.tap(button)
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(f.search.isActive)
    }

    func testUnderALargeTitleTheSearchRowFollowsIt() async {
        let root = UIViewController()
        root.title = "Mail"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        root.navigationItem.hidesSearchBarWhenScrolling = false
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = NavigationFixtures.window(root: navigation)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 148))
        XCTAssertEqual(search.searchBar.convert(search.searchBar.bounds, to: window), CGRect(x: 0, y: 143, width: 390, height: 52))
    }

    func testTheScopeBarShowsWhileActiveUnderTheCollapsedBar() async {
        let f = makeFixture()
        f.search.searchBar.scopeButtonTitles = ["All", "Fresh", "Dried"]
        XCTAssertFalse(f.search.searchBar.showsScopeBar)
        XCTAssertEqual(f.navigation.navigationBar.frame.height, 96)
        f.input.tap(f.search.searchBar.searchTextField)
        XCTAssertTrue(f.search.searchBar.showsScopeBar)
        XCTAssertEqual(f.navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(f.search.searchBar.convert(f.search.searchBar.bounds, to: f.window), CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(f.search.view.frame.minY, 143)
        guard let scope = SearchFixtures.segmentedControl(in: f.search.searchBar) else { return XCTFail("no scope bar") }
        f.recorder.log = []
        f.input.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: scope.bounds.midY), to: f.window))
        XCTAssertEqual(f.search.searchBar.selectedScopeButtonIndex, 2)
        XCTAssertEqual(f.recorder.log, ["scope(2)", "update(,true)"])
        f.search.isActive = false
        XCTAssertFalse(f.search.searchBar.showsScopeBar)
        XCTAssertEqual(f.navigation.navigationBar.frame.height, 96)
    }

    func testAStandaloneSearchBarInATableHeaderPresentsBelowItself() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .plain)
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        table.tableHeaderView = search.searchBar
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        table.frame.origin.y = 100
        window.addSubview(table)
        window.layoutIfNeeded()
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 0, width: 390, height: 56))
        XCTAssertEqual(search.searchBar.searchTextField.frame, CGRect(x: 8, y: 10, width: 374, height: 36))
        InputSimulator(window: window).tap(search.searchBar.searchTextField)
        XCTAssertTrue(search.isActive)
        XCTAssertEqual(recorder.log, ["willPresent", "update(,true)", "didPresent"])
        XCTAssertEqual(search.view.frame, CGRect(x: 0, y: 156, width: 390, height: 688))
        XCTAssertTrue(search.searchBar.showsCancelButton)
    }

    func testByDefaultTheSearchBarShowsWhenPulledDownAndHidesWhenScrolledUp() async {
        final class ScrollingController: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 390, height: 3000)
                view = scrollView
            }
        }
        let root = ScrollingController()
        root.title = "Notes"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        XCTAssertTrue(root.navigationItem.hidesSearchBarWhenScrolling)
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        let scrollView = root.view as! UIScrollView
        XCTAssertEqual(navigation.navigationBar.frame.height, 44, "hidden until pulled down")
        XCTAssertTrue(search.searchBar.isHidden)
        XCTAssertEqual(scrollView.contentOffset.y, -91)

        let input = InputSimulator(window: window)
        input.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 520), duration: 0.3)
        input.advance(by: 1)
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertFalse(search.searchBar.isHidden)
        XCTAssertEqual(search.searchBar.convert(search.searchBar.bounds, to: window), CGRect(x: 0, y: 91, width: 390, height: 52))
        XCTAssertEqual(scrollView.contentOffset.y, -143, accuracy: 0.01, "the content springs back below the search bar")

        scrollView.contentOffset.y = -143 + 40
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96, "scrolled up by less than the search row")
        scrollView.contentOffset.y = -143 + 60
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertTrue(search.searchBar.isHidden)
    }
}
