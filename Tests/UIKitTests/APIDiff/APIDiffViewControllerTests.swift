import XCTest
@testable import UIKit
import UIKitTesting

/// View controller members the API diff against Apple's documentation found missing, with
/// the behaviour UIKit gives them.
@MainActor
final class APIDiffViewControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        windows = []
        UIKitTestEnvironment.reset()
    }

    /// The test's windows, kept alive until it ends (the application holds them weakly).
    private var windows: [UIWindow] = []

    final class Log {
        var entries: [String] = []
    }

    /// Records its appearance callbacks and the transitions it hears of.
    final class Recording: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { preconditionFailure("unused") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.entries.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.entries.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.entries.append("\(name) didDisappear") }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name) traits to \(newCollection.verticalSizeClass == .compact ? "compact" : "regular") height")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.entries.append("\(name) size to \(Int(size.width))x\(Int(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }
        func save(_ sender: Any?) {}
        func back(_ sender: Any?) {}
    }

    private func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        windows.append(window)
        return window
    }

    // MARK: Containment

    func testTransitionBetweenChildrenSwapsTheirViewsWithAppearanceCallbacks() async {
        let log = Log()
        let parent = Recording("parent", log: log)
        let first = Recording("first", log: log), second = Recording("second", log: log)
        parent.addChild(first)
        parent.view.addSubview(first.view)
        first.didMove(toParent: parent)
        parent.addChild(second)
        second.didMove(toParent: parent)
        let window = window(root: parent)
        XCTAssertTrue(first.view.window === window)
        log.entries = []

        var finished: Bool?
        parent.transition(from: first, to: second, duration: 0.25, options: [.curveEaseInOut], animations: {
            second.view.alpha = 0.5
        }, completion: { finished = $0 })
        XCTAssertTrue(second.view.superview === parent.view, "the arriving view joins the leaving view's superview")
        XCTAssertTrue(first.view.superview === parent.view, "the leaving view stays until the animation ends")
        XCTAssertEqual(log.entries, ["second willAppear", "first willDisappear"])
        XCTAssertNil(finished)

        ManualClock.advance(by: 0.3)
        XCTAssertEqual(finished, true)
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(second.view.superview === parent.view)
        XCTAssertEqual(second.view.alpha, 0.5)
        XCTAssertEqual(log.entries, ["second willAppear", "first willDisappear", "first didDisappear", "second didAppear"])
    }

    func testTransitionWithATransitionOptionRunsInTheContainer() async {
        let parent = UIViewController(), first = UIViewController(), second = UIViewController()
        parent.addChild(first)
        parent.view.addSubview(first.view)
        parent.addChild(second)
        _ = window(root: parent)
        var finished = false
        parent.transition(from: first, to: second, duration: 0.2, options: .transitionCrossDissolve, animations: nil) { _ in
            finished = true
        }
        ManualClock.advance(by: 0.3)
        XCTAssertTrue(finished)
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(second.view.superview === parent.view)
    }

    // MARK: Trait transitions

    func testRotationAnnouncesTheTraitChangeBeforeTheSizeChange() async {
        let log = Log()
        let root = Recording("root", log: log), child = Recording("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        _ = window(root: root)
        log.entries = []

        UIKitTestEnvironment.rotate(to: .landscapeLeft)
        XCTAssertEqual(log.entries, [
            "root traits to compact height", "child traits to compact height",
            "root size to 844x390", "child size to 844x390",
        ])

        // A rotation that keeps the size classes (portrait to upside down is refused by
        // phones) announces only the size: back to portrait changes them again.
        log.entries = []
        UIKitTestEnvironment.rotate(to: .portrait)
        XCTAssertEqual(log.entries.first, "root traits to regular height")
    }

    func testAPresentationControllerPassesTheTraitTransitionOn() async {
        let log = Log()
        let root = Recording("root", log: log)
        let presented = Recording("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        _ = window(root: root)
        root.present(presented, animated: false)
        ManualClock.advance(by: 0.1)
        log.entries = []
        UIKitTestEnvironment.rotate(to: .landscapeRight)
        XCTAssertEqual(Array(log.entries.prefix(2)), ["root traits to compact height", "presented traits to compact height"])
    }

    // MARK: Presentation

    func testActivePresentationControllerIsNilUntilPresented() async {
        let root = UIViewController()
        _ = window(root: root)
        let sheet = UIViewController()
        XCTAssertNil(sheet.activePresentationController)
        XCTAssertNotNil(sheet.sheetPresentationController, "the sheet controller exists before the presentation")
        XCTAssertNil(sheet.activePresentationController)
        root.present(sheet, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(sheet.activePresentationController === sheet.sheetPresentationController)
        sheet.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertNil(sheet.activePresentationController)
    }

    final class PreparingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var prepared: [(UIPresentationController, UIPresentationController)] = []
        func presentationController(_ presentationController: UIPresentationController,
                                    prepare adaptivePresentationController: UIPresentationController) {
            prepared.append((presentationController, adaptivePresentationController))
            (adaptivePresentationController as? UISheetPresentationController)?.prefersGrabberVisible = true
        }
    }

    func testAPopoverAdaptingToASheetLetsTheDelegatePrepareTheSheet() async throws {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        windows.append(window)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(content.popoverPresentationController)
        let delegate = PreparingDelegate()
        popover.delegate = delegate
        root.present(content, animated: false)
        let sheet = popover.adaptiveSheetPresentationController
        XCTAssertEqual(delegate.prepared.count, 1)
        XCTAssertTrue(delegate.prepared.first?.0 === popover)
        XCTAssertTrue(delegate.prepared.first?.1 === sheet)
        XCTAssertTrue(sheet.prefersGrabberVisible, "set before the sheet presents")
        XCTAssertTrue(content.activePresentationController === sheet, "the adaptive sheet is the active one")
        XCTAssertTrue(content.presentationController === popover)
        content.dismiss(animated: false)
        ManualClock.advance(by: 0.5)
        XCTAssertNil(content.activePresentationController)
    }

    func testIsModalInPopoverIsIsModalInPresentation() async {
        let controller = UIViewController()
        XCTAssertFalse(controller.isModalInPopover)
        controller.isModalInPopover = true
        XCTAssertTrue(controller.isModalInPresentation)
        controller.isModalInPresentation = false
        XCTAssertFalse(controller.isModalInPopover)
    }

    final class Presenter: UIViewController {
        var performs = true
        override var performsActionsWhilePresentingModally: Bool { performs }
        func save(_ sender: Any?) {}
    }

    func testAPresenterThatDoesNotPerformActionsWhilePresentingIsPassedOver() async {
        let presenter = Presenter()
        let window = window(root: presenter)
        let save = Selector("save:", Presenter.save)
        XCTAssertTrue(presenter.performsActionsWhilePresentingModally == true)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(presenter.target(forAction: save, withSender: nil) as AnyObject? === presenter)
        presenter.performs = false
        XCTAssertNil(presenter.target(forAction: save, withSender: nil), "passed over while it presents")
        presented.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(presenter.target(forAction: save, withSender: nil) as AnyObject? === presenter,
                      "it takes actions again once it presents nothing")
        withExtendedLifetime(window) {}
    }

    // MARK: Unwinding

    func testUnwindDefaults() async {
        let log = Log()
        let root = Recording("root", log: log), top = Recording("top", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        let back = Selector("back:", Recording.back)
        let source = UIStoryboardUnwindSegueSource(sourceViewController: top, unwindAction: back, sender: nil)

        XCTAssertTrue(root.canPerformUnwindSegueAction(back, from: top, sender: nil))
        XCTAssertFalse(top.canPerformUnwindSegueAction(back, from: top, sender: nil), "not the source itself")
        XCTAssertFalse(UIViewController().canPerformUnwindSegueAction(back, from: top, sender: nil), "no such method")

        XCTAssertTrue(navigation.childContaining(source) === top)
        XCTAssertEqual(navigation.allowedChildrenForUnwinding(from: source), [root], "the source's child is left out")
        let other = UIStoryboardUnwindSegueSource(sourceViewController: UIViewController(), unwindAction: back, sender: nil)
        XCTAssertEqual(navigation.allowedChildrenForUnwinding(from: other), [top, root], "a navigation controller starts at the top")

        let container = UIViewController(), a = UIViewController(), b = UIViewController()
        container.addChild(a)
        container.addChild(b)
        let nested = UIViewController()
        b.addChild(nested)
        let fromNested = UIStoryboardUnwindSegueSource(sourceViewController: nested, unwindAction: back, sender: "x")
        XCTAssertTrue(container.childContaining(fromNested) === b)
        XCTAssertEqual(container.allowedChildrenForUnwinding(from: fromNested), [a])
        XCTAssertEqual(fromNested.sender as? String, "x")
        XCTAssertEqual(fromNested.unwindAction, back)

        let segue = UIStoryboardSegue(identifier: "unwind", source: top, destination: root)
        navigation.unwind(for: segue, towards: root)
        XCTAssertEqual(navigation.viewControllers, [root], "a navigation controller pops to the destination")
    }

    // MARK: Scroll view insets

    func testAutomaticallyAdjustsScrollViewInsetsFalseStopsTheAutomaticVerticalAdjustment() async {
        final class List: UIViewController {
            override func loadView() { view = UIScrollView() }
        }
        let list = List()
        let navigation = UINavigationController(rootViewController: list)
        _ = window(root: navigation)
        let scrollView = list.view as! UIScrollView
        XCTAssertTrue(list.automaticallyAdjustsScrollViewInsets)
        XCTAssertGreaterThan(scrollView.adjustedContentInset.top, 0, "automatic: adjusted under the navigation bar")
        list.automaticallyAdjustsScrollViewInsets = false
        scrollView.layoutIfNeeded()
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0, "as .scrollableAxes: the content does not scroll")
    }

    // MARK: View loading

    final class Loaded: UIViewController {
        @ViewLoading var label: UILabel
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            label = UILabel()
            view.addSubview(label)
        }
    }

    func testViewLoadingLoadsTheViewOnFirstRead() async {
        let controller = Loaded()
        XCTAssertFalse(controller.isViewLoaded)
        let label = controller.label
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(label.superview === controller.view)
        XCTAssertTrue(controller.label === label)
        XCTAssertEqual(controller.loads, 1)
    }

    // MARK: Search controller

    final class PresentingDelegate: UISearchControllerDelegate {
        var presented: [UISearchController] = []
        func presentSearchController(_ searchController: UISearchController) { presented.append(searchController) }
    }

    final class ObservingDelegate: UISearchControllerDelegate {}

    func testASearchDelegateThatPresentsTheControllerTakesThePresentation() async {
        let root = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        _ = window(root: root)
        search.searchBar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        root.view.addSubview(search.searchBar)
        let delegate = PresentingDelegate()
        search.delegate = delegate
        search.isActive = true
        XCTAssertEqual(delegate.presented.count, 1)
        XCTAssertTrue(delegate.presented.first === search)
        XCTAssertNil(search.viewIfLoaded?.superview, "the delegate presents it; the controller does not")
        search.isActive = false

        let observing = ObservingDelegate()
        search.delegate = observing
        search.isActive = true
        XCTAssertNotNil(search.view.superview, "without presentSearchController(_:) the controller shows its view")
        search.isActive = false
        withExtendedLifetime((delegate, observing)) {}
    }

    func testDimsBackgroundDuringPresentationIsObscuresBackground() async {
        let search = UISearchController(searchResultsController: nil)
        XCTAssertTrue(search.dimsBackgroundDuringPresentation)
        search.dimsBackgroundDuringPresentation = false
        XCTAssertFalse(search.obscuresBackgroundDuringPresentation)
    }

    // MARK: Navigation controller

    /// The usual iOS back-button interception.
    final class GuardedNavigation: UINavigationController {
        var allowsPop = false
        var asked: [String] = []
        override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            asked.append(item.title ?? "?")
            guard allowsPop else { return false }
            return super.navigationBar(navigationBar, shouldPop: item)
        }
    }

    func testTheBackButtonAsksTheNavigationControllerAsTheBarsDelegate() async {
        let first = UIViewController()
        first.title = "Home"
        let navigation = GuardedNavigation(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        windows.append(window)
        let second = UIViewController()
        second.title = "Detail"
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        guard let back = NavigationFixtures.button("Home", in: navigation.navigationBar) else { return XCTFail("no back button") }
        let input = InputSimulator(window: window)
        input.tap(back)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(navigation.asked, ["Detail"])
        XCTAssertEqual(navigation.viewControllers.count, 2, "refused: nothing pops")

        navigation.allowsPop = true
        input.tap(back)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(navigation.asked, ["Detail", "Detail"])
        XCTAssertEqual(navigation.viewControllers, [first], "super pops the top controller")

        // A pop the controller started is not refused.
        navigation.allowsPop = false
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertNotNil(navigation.popViewController(animated: false))
        XCTAssertEqual(navigation.viewControllers, [first])
    }

    // MARK: Tab bar controller

    final class CustomizingDelegate: UITabBarControllerDelegate {
        var events: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
            events.append("willBegin \(viewControllers.map { $0.title ?? "?" })")
        }
        func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
            events.append("willEnd \(viewControllers.map { $0.title ?? "?" }) \(changed)")
        }
        func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
            events.append("didEnd \(viewControllers.map { $0.title ?? "?" }) \(changed)")
        }
    }

    func testTheTabBarControllerPassesItsBarsCustomizingCallsToItsDelegate() async {
        let a = UIViewController(), b = UIViewController()
        a.title = "A"
        b.title = "B"
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = CustomizingDelegate()
        tabs.delegate = delegate
        let items = [b.tabBarItem!, a.tabBarItem!]
        tabs.tabBar(tabs.tabBar, willBeginCustomizing: items)
        tabs.tabBar(tabs.tabBar, didBeginCustomizing: items)
        tabs.tabBar(tabs.tabBar, willEndCustomizing: items, changed: true)
        tabs.tabBar(tabs.tabBar, didEndCustomizing: items, changed: true)
        XCTAssertEqual(delegate.events, ["willBegin [\"B\", \"A\"]", "willEnd [\"B\", \"A\"] true", "didEnd [\"B\", \"A\"] true"])
    }

    // MARK: Collection and table view controllers

    final class Grid: UICollectionViewController {
        var selected: [IndexPath] = []
        var scrolled = 0
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    func testACollectionViewControllerIsItsCollectionViewsDataSourceAndDelegate() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        XCTAssertTrue(grid.collectionView.dataSource === grid)
        XCTAssertTrue(grid.collectionView.delegate === grid)
        _ = window(root: grid)
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(grid.collectionView.visibleCells.count, 3)
        grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(grid.selected, [], "selecting in code does not call the delegate")
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertGreaterThan(grid.scrolled, 0, "UIScrollViewDelegate's methods are the controller's too")
        // The defaults are the protocols'.
        XCTAssertTrue(UICollectionViewController(collectionViewLayout: layout)
            .collectionView(grid.collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
    }

    final class Sections: UITableViewController {
        var headers: [Int] = []
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let label = UILabel()
            label.tag = 100 + section
            return label
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            headers.append(section)
        }
    }

    func testATableViewControllerSubclassOverridesTheHeaderViewMethods() async {
        let controller = Sections(style: .plain)
        _ = window(root: controller)
        controller.tableView.layoutIfNeeded()
        XCTAssertEqual(controller.tableView.headerView(forSection: 0)?.tag ?? controller.tableView.viewWithTag(100)?.tag, 100)
        XCTAssertEqual(Set(controller.headers), [0, 1])
    }
}
