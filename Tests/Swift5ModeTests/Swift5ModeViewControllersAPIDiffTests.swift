import XCTest
import UIKit

/// iOS call sites of the view controller members the API diff against Apple's documentation
/// added compile in Swift 5 mode.
@MainActor
final class Swift5ModeViewControllersAPIDiffTests: XCTestCase {
    /// An iOS container that overrides the members the diff made open.
    private final class Container: UIViewController {
        private(set) var traitTransitions = 0
        private lazy var doneItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        override var editButtonItem: UIBarButtonItem { doneItem }
        override var sheetPresentationController: UISheetPresentationController? { super.sheetPresentationController }
        override var popoverPresentationController: UIPopoverPresentationController? { super.popoverPresentationController }
        override var transitionCoordinator: UIViewControllerTransitionCoordinator? { super.transitionCoordinator }
        override var activePresentationController: UIPresentationController? { super.activePresentationController }
        override var performsActionsWhilePresentingModally: Bool { false }
        override var isModalInPopover: Bool {
            get { super.isModalInPopover }
            set { super.isModalInPopover = newValue }
        }
        override var automaticallyAdjustsScrollViewInsets: Bool {
            get { super.automaticallyAdjustsScrollViewInsets }
            set { super.automaticallyAdjustsScrollViewInsets = newValue }
        }
        override var interactionActivityTrackingBaseName: String? {
            get { super.interactionActivityTrackingBaseName }
            set { super.interactionActivityTrackingBaseName = newValue }
        }
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            traitTransitions += 1
        }
        override func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                                 duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            super.transition(from: fromViewController, to: toViewController, duration: duration, options: options,
                             animations: animations, completion: completion)
        }
        override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
            super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
        }
        override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
            super.allowedChildrenForUnwinding(from: source)
        }
        override func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
            super.childContaining(source)
        }
        override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
            super.unwind(for: unwindSegue, towards: subsequentVC)
        }
        @ViewLoading var header: UILabel
        override func viewDidLoad() {
            super.viewDidLoad()
            header = UILabel()
        }
    }

    /// An Xcode-template collection view controller: every data source and delegate method
    /// is an override.
    private final class Gallery: UICollectionViewController {
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell()
        }
        override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? { nil }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    }

    /// A table view controller with custom section headers.
    private final class Settings: UITableViewController {
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
        override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    }

    private final class Presentation: UIPresentationController {
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
        }
    }

    private final class BackGuard: UINavigationController {
        override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            super.navigationBar(navigationBar, shouldPop: item)
        }
        override func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    }

    private final class Tabs: UITabBarController {
        override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
            super.tabBar(tabBar, willBeginCustomizing: items)
        }
        override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
            super.tabBar(tabBar, didEndCustomizing: items, changed: changed)
        }
    }

    private final class Adaptation: NSObject, UIAdaptivePresentationControllerDelegate {
        func presentationController(_ presentationController: UIPresentationController,
                                    prepare adaptivePresentationController: UIPresentationController) {
            (adaptivePresentationController as? UISheetPresentationController)?.detents = [.medium()]
        }
    }

    private final class SearchPresenter: UISearchControllerDelegate {
        func presentSearchController(_ searchController: UISearchController) {}
    }

    func testViewControllerCallSitesCompile() async {
        let container = Container()
        XCTAssertFalse(container.isViewLoaded)
        _ = container.header
        XCTAssertTrue(container.isViewLoaded, "@ViewLoading loads the view")
        XCTAssertEqual(container.editButtonItem.title, "Done")
        XCTAssertNil(container.activePresentationController)
        XCTAssertNil(container.transitionCoordinator)
        container.isModalInPopover = true
        XCTAssertTrue(container.isModalInPresentation)
        container.automaticallyAdjustsScrollViewInsets = false
        container.interactionActivityTrackingBaseName = "Container"
        container.focusGroupIdentifier = "group"
        XCTAssertEqual(container.focusGroupIdentifier, "group")
        let _: NSExceptionName = UIViewController.hierarchyInconsistencyException
        let _: Notification.Name = UIViewController.showDetailTargetDidChangeNotification
        let _: Notification.Name = UISplitViewController.showDetailTargetDidChangeNotification
        UIViewController.attemptRotationToDeviceOrientation()

        let gallery = Gallery(collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertTrue(gallery.collectionView.dataSource === gallery)
        let settings = Settings(style: .insetGrouped)
        XCTAssertNotNil(settings.tableView(settings.tableView, viewForHeaderInSection: 0))

        let search = UISearchController(searchResultsController: nil)
        search.dimsBackgroundDuringPresentation = false
        XCTAssertFalse(search.obscuresBackgroundDuringPresentation)
        let presenter = SearchPresenter()
        search.delegate = presenter
        withExtendedLifetime(presenter) {}
        _ = Presentation(presentedViewController: UIViewController(), presenting: nil)
        let guarded = BackGuard(rootViewController: UIViewController())
        XCTAssertTrue(guarded.navigationBar(guarded.navigationBar, shouldPush: UINavigationItem(title: "x")))
        let tabs = Tabs()
        tabs.tabBar(tabs.tabBar, willBeginCustomizing: [])
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let adaptation = Adaptation()
        popover.popoverPresentationController?.delegate = adaptation
        XCTAssertTrue(popover.popoverPresentationController?.delegate === adaptation)
    }
}
