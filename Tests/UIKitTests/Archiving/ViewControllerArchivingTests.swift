import XCTest
import UIKit
import UIKitTesting

/// A user view controller with archived state of its own (top level, so Foundation on Linux
/// can name it in an archive).
class ArchivingNotesController: UIViewController {
    var noteCount = 0
    var viewDidLoadCalls = 0

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        noteCount = coder.decodeInteger(forKey: "noteCount")
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(noteCount, forKey: "noteCount")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCalls += 1
    }
}

/// UIViewController's NSCoding: properties, the loaded view and the children round-trip
/// through NSKeyedArchiver / NSKeyedUnarchiver.
@MainActor
final class ViewControllerArchivingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testPropertiesRoundTrip() async throws {
        let controller = UIViewController()
        controller.title = "Inbox"
        controller.restorationIdentifier = "inbox"
        controller.modalPresentationStyle = .formSheet
        controller.modalTransitionStyle = .crossDissolve
        controller.definesPresentationContext = true
        controller.providesPresentationContextTransitionStyle = true
        controller.isModalInPresentation = true
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        controller.edgesForExtendedLayout = [.top]
        controller.extendedLayoutIncludesOpaqueBars = true
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 0)
        controller.hidesBottomBarWhenPushed = true
        controller.overrideUserInterfaceStyle = .dark

        let decoded = try XCTUnwrap(archivingRoundTrip(controller))
        XCTAssertTrue(type(of: decoded) == UIViewController.self)
        XCTAssertEqual(decoded.title, "Inbox")
        XCTAssertEqual(decoded.restorationIdentifier, "inbox")
        XCTAssertEqual(decoded.modalPresentationStyle, .formSheet)
        XCTAssertEqual(decoded.modalTransitionStyle, .crossDissolve)
        XCTAssertTrue(decoded.definesPresentationContext)
        XCTAssertTrue(decoded.providesPresentationContextTransitionStyle)
        XCTAssertTrue(decoded.isModalInPresentation)
        XCTAssertEqual(decoded.preferredContentSize, CGSize(width: 320, height: 240))
        XCTAssertEqual(decoded.edgesForExtendedLayout, [.top])
        XCTAssertTrue(decoded.extendedLayoutIncludesOpaqueBars)
        XCTAssertEqual(decoded.additionalSafeAreaInsets, UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 0))
        XCTAssertTrue(decoded.hidesBottomBarWhenPushed)
        XCTAssertEqual(decoded.overrideUserInterfaceStyle, .dark)
        XCTAssertFalse(decoded.isViewLoaded)
    }

    func testLoadedViewComesBackWhenFirstNeededWithViewDidLoad() async throws {
        let controller = ArchivingNotesController()
        controller.noteCount = 12
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        controller.view.backgroundColor = .systemTeal
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        label.text = "Notes"
        controller.view.addSubview(label)
        XCTAssertEqual(controller.viewDidLoadCalls, 1)

        let decoded = try XCTUnwrap(archivingRoundTrip(controller))
        XCTAssertTrue(type(of: decoded) == ArchivingNotesController.self)
        XCTAssertEqual(decoded.noteCount, 12)
        // UIKit: the archived view is loaded when first needed, then viewDidLoad runs.
        XCTAssertFalse(decoded.isViewLoaded)
        XCTAssertEqual(decoded.viewDidLoadCalls, 0)
        let view = try XCTUnwrap(decoded.view)
        XCTAssertEqual(decoded.viewDidLoadCalls, 1)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 200, height: 300))
        XCTAssertEqual(view.backgroundColor, .systemTeal)
        XCTAssertEqual((view.subviews.first as? UILabel)?.text, "Notes")
        XCTAssertTrue(view.next === decoded)
    }

    func testChildrenAndTheirViewsRoundTrip() async throws {
        let parent = UIViewController()
        parent.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let child = ArchivingNotesController()
        child.title = "Child"
        child.noteCount = 3
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 200, width: 300, height: 200)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        let decoded = try XCTUnwrap(archivingRoundTrip(parent))
        XCTAssertEqual(decoded.children.count, 1)
        let decodedChild = try XCTUnwrap(decoded.children.first as? ArchivingNotesController)
        XCTAssertTrue(decodedChild.parent === decoded)
        XCTAssertEqual(decodedChild.title, "Child")
        XCTAssertEqual(decodedChild.noteCount, 3)
        // The child's view is the one inside the parent's archived view, loaded with it.
        let parentView = try XCTUnwrap(decoded.view)
        XCTAssertTrue(decodedChild.isViewLoaded)
        XCTAssertTrue(decodedChild.view.superview === parentView)
        XCTAssertEqual(decodedChild.view.frame, CGRect(x: 0, y: 200, width: 300, height: 200))
        XCTAssertEqual(decodedChild.viewDidLoadCalls, 1)
    }

    func testNavigationStackRoundTrips() async throws {
        let root = UIViewController()
        root.title = "Root"
        let second = UIViewController()
        second.title = "Second"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(second, animated: false)

        let decoded = try XCTUnwrap(archivingRoundTrip(navigation))
        XCTAssertEqual(decoded.viewControllers.map(\.title), ["Root", "Second"])
        XCTAssertEqual(decoded.topViewController?.title, "Second")
        XCTAssertTrue(decoded.viewControllers.allSatisfy { $0.parent === decoded })
        XCTAssertEqual(decoded.navigationBar.items?.map(\.title), ["Root", "Second"])
    }

    func testTabsAndSelectionRoundTrip() async throws {
        let tabs = UITabBarController()
        let pages = ["One", "Two", "Three"].map { title -> UIViewController in
            let page = UIViewController()
            page.title = title
            return page
        }
        tabs.setViewControllers(pages, animated: false)
        tabs.selectedIndex = 2

        let decoded = try XCTUnwrap(archivingRoundTrip(tabs))
        XCTAssertEqual(decoded.viewControllers?.map(\.title), ["One", "Two", "Three"])
        XCTAssertEqual(decoded.selectedIndex, 2)
        XCTAssertEqual(decoded.selectedViewController?.title, "Three")
    }

    func testSecureArchiveRoundTripsWithViewAndChildren() async throws {
        let parent = UIViewController()
        parent.title = "Secure"
        parent.view.backgroundColor = .systemRed
        let child = UIViewController()
        child.title = "Child"
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        let data = try NSKeyedArchiver.archivedData(withRootObject: parent, requiringSecureCoding: true)
        let decoded = try XCTUnwrap(NSKeyedUnarchiver.unarchivedObject(ofClass: UIViewController.self, from: data))
        XCTAssertEqual(decoded.title, "Secure")
        XCTAssertEqual(decoded.children.map(\.title), ["Child"])
        XCTAssertEqual(decoded.view.backgroundColor, .systemRed)
        XCTAssertTrue(decoded.children.first?.view.superview === decoded.view)
    }

    func testTruncatedArchiveGivesNil() async throws {
        let controller = UIViewController()
        controller.title = "Inbox"
        let data = try NSKeyedArchiver.archivedData(withRootObject: controller, requiringSecureCoding: false)
        let decoded: UIViewController? = try? archivingUnarchive(data.prefix(data.count / 2))
        XCTAssertNil(decoded)
    }
}
