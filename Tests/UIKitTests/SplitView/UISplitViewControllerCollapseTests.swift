import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class UISplitViewControllerCollapseTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeDouble() -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = SplitFixtures.titled("List")
        let secondary = SplitFixtures.titled("Detail")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    func testCompactWidthPushesTheSecondaryOntoThePrimaryNavigationController() async {
        let (split, primary, secondary) = makeDouble()
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(recorder.calls, ["topColumn proposed secondary", "didCollapse"])
        let navigation = primary.navigationController
        XCTAssertEqual(navigation?.viewControllers, [primary, secondary], "UIKit: the secondary is pushed onto the primary's stack")
        XCTAssertTrue(secondary.navigationController === navigation)
        XCTAssertEqual(navigation?.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(secondary.view.window === window, "the secondary is on top")
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertTrue(split.viewController(for: .secondary) === secondary)
        XCTAssertTrue(split.displayModeButtonItem.isHidden, "UIKit: no display mode button while collapsed")
    }

    func testCollapsingPostsShowDetailTargetDidChangeDeclaredOnUIViewController() async {
        let (split, _, _) = makeDouble()
        var objects: [ObjectIdentifier] = []
        // UIKit declares the name on UIViewController (a Swift 4 port writes
        // `UIViewController.showDetailTargetDidChangeNotification`).
        let observer = NotificationCenter.default.addObserver(forName: UIViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil) { note in
            let object = ObjectIdentifier(note.object as AnyObject)
            MainActor.assumeIsolated { objects.append(object) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(objects.count, 1, "posted once when the split view controller collapses")
        XCTAssertEqual(objects.first, ObjectIdentifier(split), "the object is the split view controller")
        XCTAssertEqual(UIViewController.showDetailTargetDidChangeNotification.rawValue, "UIViewControllerShowDetailTargetDidChangeNotification")
        XCTAssertEqual(UISplitViewController.showDetailTargetDidChangeNotification, UIViewController.showDetailTargetDidChangeNotification)
        window.isHidden = true
    }

    func testTheDelegateCanKeepThePrimaryOnTop() async {
        let (split, primary, secondary) = makeDouble()
        let recorder = SplitDelegateRecorder()
        recorder.topColumn = .primary
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertEqual(primary.navigationController?.viewControllers, [primary])
        XCTAssertTrue(primary.view.window === window)
        XCTAssertNil(secondary.viewIfLoaded?.window)
        // Showing the detail pushes it onto the primary's navigation controller.
        let detail = SplitFixtures.titled("Other")
        primary.showDetailViewController(detail, sender: nil)
        XCTAssertEqual(primary.navigationController?.viewControllers, [primary, detail])
        ManualClock.advance(by: 1)
        XCTAssertTrue(detail.view.window === window)
    }

    func testTheCompactColumnReplacesTheCollapsedColumns() async {
        let (split, primary, _) = makeDouble()
        let compact = SplitFixtures.titled("Compact")
        split.setViewController(compact, for: .compact)
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertEqual(recorder.calls, ["topColumn proposed compact", "didCollapse"])
        XCTAssertTrue(compact.view.window === window)
        XCTAssertEqual(compact.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertNil(primary.viewIfLoaded?.window)
        XCTAssertEqual(split.viewControllers, [compact])
    }

    func testWideningExpandsAndGivesTheSecondaryBack() async {
        let (split, primary, secondary) = makeDouble()
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertTrue(split.isCollapsed)
        recorder.calls.removeAll()
        // A phone 900 points wide in landscape is regular in width.
        window.frame = CGRect(x: 0, y: 0, width: 926, height: 428)
        window.layoutIfNeeded()
        XCTAssertEqual(split.traitCollection.horizontalSizeClass, .regular)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(recorder.calls, ["willShow primary", "willShow secondary", "didExpand"])
        XCTAssertEqual(primary.navigationController?.viewControllers, [primary])
        XCTAssertEqual(secondary.navigationController?.viewControllers, [secondary])
        XCTAssertFalse(primary.navigationController === secondary.navigationController)
        XCTAssertEqual(secondary.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 606, height: 428))
        // Showing a detail while expanded replaces the secondary in its navigation controller.
        let wrapper = secondary.navigationController
        let detail = SplitFixtures.titled("Other")
        primary.showDetailViewController(detail, sender: nil)
        XCTAssertTrue(split.viewController(for: .secondary) === detail)
        XCTAssertTrue(detail.navigationController === wrapper, "the split view controller reuses its wrapper")
        XCTAssertNil(secondary.parent)
    }

    func testClassicCollapseAsksTheDelegateThenThePrimary() async {
        let primaryRoot = SplitFixtures.titled("List")
        let primary = UINavigationController(rootViewController: primaryRoot)
        let secondary = SplitFixtures.titled("Detail")
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let recorder = SplitDelegateRecorder()
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(recorder.calls, ["collapseSecondary"])
        XCTAssertEqual(primary.viewControllers, [primaryRoot, secondary], "UIKit: a navigation controller pushes the secondary")
        XCTAssertEqual(split.viewControllers, [primary], "UIKit: collapsed, only the primary")
        XCTAssertTrue(secondary.view.window === window)
        // Expanding pops it and gives it back.
        window.frame = CGRect(x: 0, y: 0, width: 926, height: 428)
        window.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.viewControllers, [primary, secondary])
        XCTAssertEqual(primary.viewControllers, [primaryRoot])
    }

    func testClassicDelegateThatCollapsesTheSecondaryDropsIt() async {
        let primaryRoot = SplitFixtures.titled("List")
        let primary = UINavigationController(rootViewController: primaryRoot)
        let secondary = SplitFixtures.titled("Detail")
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let recorder = SplitDelegateRecorder()
        recorder.collapsesSecondary = true
        split.delegate = recorder
        let window = SplitFixtures.window(SplitFixtures.phone, root: split)
        XCTAssertEqual(primary.viewControllers, [primaryRoot], "UIKit: true means the delegate took care of the secondary")
        XCTAssertNil(secondary.parent)
        XCTAssertTrue(primaryRoot.view.window === window)
    }
}
