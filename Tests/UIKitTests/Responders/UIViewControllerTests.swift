import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIViewControllerTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    final class Controller: UIViewController {
        var events: [String] = []
        var customView: UIView?
        override func loadView() {
            events.append("loadView")
            if let customView { view = customView } else { super.loadView() }
        }
        override func viewDidLoad() { events.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
        override func willMove(toParent parent: UIViewController?) { events.append("willMove(\(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: UIViewController?) { events.append("didMove(\(parent == nil ? "nil" : "parent"))") }
    }

    func testViewLoadsOnFirstAccess() async {
        let controller = Controller()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        let view = controller.view
        XCTAssertNotNil(view)
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad"])
        _ = controller.view
        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad"], "loaded once")
        // UIKit: the default view fills the screen and resizes with its superview.
        XCTAssertEqual(view?.frame, UIScreen.main.bounds)
        XCTAssertEqual(view?.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertTrue(view?.next === controller)
    }

    func testCustomLoadView() async {
        let controller = Controller()
        let custom = UIView()
        controller.customView = custom
        XCTAssertTrue(controller.view === custom)
    }

    func testAppearanceWhenWindowBecomesVisibleAndHidden() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = Controller()
        window.rootViewController = controller
        XCTAssertTrue(controller.view.superview === window)
        XCTAssertEqual(controller.view.frame, window.bounds)
        XCTAssertFalse(controller.events.contains("viewWillAppear"), "the window is still hidden")
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.events.suffix(2), ["viewWillAppear", "viewDidAppear"])
        window.isHidden = true
        XCTAssertEqual(controller.events.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
    }

    func testAppearanceWhenViewEntersAndLeavesAVisibleWindow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let controller = Controller()
        window.addSubview(controller.view)
        XCTAssertEqual(controller.events.suffix(2), ["viewWillAppear", "viewDidAppear"])
        controller.view.removeFromSuperview()
        XCTAssertEqual(controller.events.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
    }

    func testChildContainment() async {
        let parent = UIViewController()
        let child = Controller()
        parent.addChild(child)
        XCTAssertEqual(child.events, ["willMove(parent)"], "addChild calls willMove(toParent:)")
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children, [child])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.events.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(child.events, ["willMove(nil)", "didMove(nil)"], "removeFromParent calls didMove(toParent: nil)")
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    func testChildAppearsWithItsParent() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = Controller()
        let child = Controller()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        XCTAssertEqual(parent.events.filter { $0.hasPrefix("view") && $0.contains("Appear") }, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(child.events.filter { $0.contains("Appear") }, ["viewWillAppear", "viewDidAppear"])
    }

    func testPresentAndDismiss() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = Controller()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let modal = Controller()
        // Full screen: the root view goes straight into the window (`.automatic` is a sheet).
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        XCTAssertTrue(root.presentedViewController === modal)
        XCTAssertTrue(modal.presentingViewController === root)
        XCTAssertTrue(modal.view.window === window)
        XCTAssertEqual(modal.events.suffix(2), ["viewWillAppear", "viewDidAppear"])
        XCTAssertTrue(modal.next === root, "UIKit: a presented controller's next responder is its presenter")
        modal.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(modal.view.window)
        XCTAssertEqual(modal.events.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
    }
}
