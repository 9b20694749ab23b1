import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class CallbackLog {
    var entries: [String] = []
}

/// Logs appearance and containment callbacks, with the moving/being flags seen in each.
@MainActor
private final class AppearanceLoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    var loads = 0

    init(_ name: String, _ log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    private var flags: String {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingTo") }
        if isMovingFromParent { flags.append("movingFrom") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        return flags.isEmpty ? "" : " [" + flags.joined(separator: ",") + "]"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.entries.append("\(name).willAppear\(flags)") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("\(name).didAppear\(flags)") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.entries.append("\(name).willDisappear\(flags)") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.entries.append("\(name).didDisappear\(flags)") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// View controller behaviour iOS code relies on: view loading, containment, navigation and
/// presentation callbacks and relationships.
@MainActor
final class ViewControllerBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private var window: UIWindow!

    private func show(_ root: UIViewController) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        settle()
    }

    /// One run-loop turn: what an iOS test gets by waiting for the main queue after a
    /// non-animated transition.
    private func settle() {
        ManualClock.runLoopTurn()
    }

    // MARK: Loading

    func testTheViewLoadsOnceOnFirstAccess() async {
        // UIKit: the view is loaded lazily on first access to `view`; viewIfLoaded does not load it.
        let controller = AppearanceLoggingController("a", CallbackLog())
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.loads, 0)
        _ = controller.view
        _ = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.loads, 1)
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.loads, 1)
    }

    func testTitleFeedsTheNavigationItem() async {
        // UIKit: setting title updates navigationItem.title and tabBarItem.title.
        let controller = UIViewController()
        controller.title = "Inbox"
        XCTAssertEqual(controller.navigationItem.title, "Inbox")
        XCTAssertEqual(controller.tabBarItem.title, "Inbox")
    }

    // MARK: Containment

    func testAddChildCallsWillMoveButNotDidMove() async {
        // UIKit: addChild calls willMove(toParent:) for you; didMove(toParent:) is yours to call.
        // removeFromParent calls didMove(toParent: nil); willMove(toParent: nil) is yours.
        let log = CallbackLog()
        let parent = UIViewController()
        let child = AppearanceLoggingController("child", log)
        parent.addChild(child)
        XCTAssertEqual(log.entries, ["child.willMove(parent)"])
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children, [child])
        log.entries.removeAll()
        child.removeFromParent()
        XCTAssertEqual(log.entries, ["child.didMove(nil)"])
        XCTAssertNil(child.parent)
        XCTAssertEqual(parent.children, [])
    }

    func testAChildAddedToAVisibleParentAppearsWhenItsViewIsAdded() async {
        // UIKit: a child whose view enters a visible parent's hierarchy gets will/didAppear.
        let log = CallbackLog()
        let parent = UIViewController()
        show(parent)
        let child = AppearanceLoggingController("child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        settle()
        XCTAssertEqual(log.entries.filter { $0.contains("Appear") }.map { $0.prefix { $0 != " " } },
                       ["child.willAppear", "child.didAppear"])
    }

    // MARK: Navigation

    func testPushWithoutAnimationAppearanceOrder() async {
        // UIKit: on a push the top controller's viewWillDisappear comes before the new one's
        // viewWillAppear, and the disappearance finishes before the new one's viewDidAppear.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        log.entries.removeAll()
        let next = AppearanceLoggingController("next", log)
        navigation.pushViewController(next, animated: false)
        settle()
        XCTAssertEqual(log.entries.filter { !$0.contains("Move") }, [
            "root.willDisappear",
            "next.willAppear [movingTo]",
            "root.didDisappear",
            "next.didAppear [movingTo]",
        ])
        XCTAssertTrue(next.navigationController === navigation)
        XCTAssertTrue(navigation.topViewController === next)
        XCTAssertEqual(navigation.viewControllers, [root, next])
    }

    func testPopWithoutAnimationAppearanceOrderAndMovingFlag() async {
        // UIKit: the popped controller sees isMovingFromParent in its disappearance callbacks, and
        // popViewController returns it.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        let next = AppearanceLoggingController("next", log)
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        navigation.pushViewController(next, animated: false)
        settle()
        log.entries.removeAll()
        let popped = navigation.popViewController(animated: false)
        settle()
        XCTAssertTrue(popped === next)
        XCTAssertEqual(log.entries.filter { !$0.contains("Move") }, [
            "next.willDisappear [movingFrom]",
            "root.willAppear",
            "next.didDisappear [movingFrom]",
            "root.didAppear",
        ])
        XCTAssertNil(next.navigationController)
    }

    func testPoppingTheRootReturnsNilAndPopToRootReturnsThePoppedControllers() async {
        // UIKit: the root controller cannot be popped; popToRootViewController returns the
        // controllers it removed, in stack order.
        let root = UIViewController(), b = UIViewController(), c = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        XCTAssertNil(navigation.popViewController(animated: false))
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        XCTAssertEqual(navigation.popToRootViewController(animated: false), [b, c])
        XCTAssertEqual(navigation.viewControllers, [root])
    }

    func testShowPushesInANavigationController() async {
        // UIKit: show(_:sender:) from a controller in a navigation stack pushes.
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        XCTAssertTrue(navigation.topViewController === detail)
    }

    // MARK: Presentation

    func testPresentSetsBothRelationships() async {
        // UIKit: after present, the presenter's presentedViewController and the presented
        // controller's presentingViewController point at each other; a full-screen presentation
        // makes the presenter disappear.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        show(root)
        log.entries.removeAll()
        let modal = AppearanceLoggingController("modal", log)
        modal.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(modal, animated: false) { completed = true }
        settle()
        XCTAssertTrue(completed)
        XCTAssertTrue(root.presentedViewController === modal)
        XCTAssertTrue(modal.presentingViewController === root)
        XCTAssertEqual(log.entries, [
            "root.willDisappear",
            "modal.willAppear [presented]",
            "root.didDisappear",
            "modal.didAppear [presented]",
        ])
    }

    func testAPageSheetLeavesThePresenterOnScreen() async {
        // UIKit: with the default (automatic → page sheet) style the presenter gets no
        // disappearance callbacks.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        show(root)
        log.entries.removeAll()
        let sheet = AppearanceLoggingController("sheet", log)
        XCTAssertEqual(sheet.modalPresentationStyle, .automatic)
        root.present(sheet, animated: false)
        settle()
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("root") }, [])
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("sheet") }, ["sheet.willAppear [presented]", "sheet.didAppear [presented]"])
    }

    func testPresentingFromAChildIsDoneByTheRootController() async {
        // UIKit: a child in a navigation controller presents through its container; the presented
        // controller's presentingViewController is the container, and the child's
        // presentedViewController reports the presentation too.
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        show(navigation)
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        child.present(modal, animated: false)
        settle()
        XCTAssertTrue(modal.presentingViewController === navigation)
        XCTAssertTrue(navigation.presentedViewController === modal)
        XCTAssertTrue(child.presentedViewController === modal)
    }

    func testPresentingWhileAlreadyPresentingDoesNothing() async {
        // UIKit: a controller that is already presenting logs a warning and does not present
        // another (the completion is not called).
        let root = UIViewController()
        show(root)
        let first = UIViewController()
        first.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        settle()
        let second = UIViewController()
        var completed = false
        root.present(second, animated: false) { completed = true }
        settle()
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertFalse(completed)
    }

    func testDismissFromThePresentedControllerDismissesIt() async {
        // UIKit: calling dismiss on the presented controller forwards to its presenter.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        show(root)
        let modal = AppearanceLoggingController("modal", log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        settle()
        log.entries.removeAll()
        var completed = false
        modal.dismiss(animated: false) { completed = true }
        settle()
        XCTAssertTrue(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
        XCTAssertEqual(log.entries, [
            "modal.willDisappear [dismissed]",
            "root.willAppear",
            "modal.didDisappear [dismissed]",
            "root.didAppear",
        ])
    }

    func testDismissingAMiddleControllerDismissesEverythingAboveIt() async {
        // UIKit: dismissing a presenter takes down its presented controller and all above it.
        let root = UIViewController()
        show(root)
        let a = UIViewController(), b = UIViewController()
        a.modalPresentationStyle = .fullScreen
        b.modalPresentationStyle = .fullScreen
        root.present(a, animated: false)
        settle()
        a.present(b, animated: false)
        settle()
        XCTAssertTrue(a.presentedViewController === b)
        root.dismiss(animated: false)
        settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(b.presentingViewController)
    }

    func testCurrentContextPresentsFromTheControllerDefiningTheContext() async {
        // UIKit (.currentContext): the presentation is made by the nearest ancestor whose
        // definesPresentationContext is true.
        let root = UIViewController()
        let container = UIViewController()
        container.definesPresentationContext = true
        show(root)
        root.addChild(container)
        root.view.addSubview(container.view)
        container.didMove(toParent: root)
        let inner = UIViewController()
        container.addChild(inner)
        container.view.addSubview(inner.view)
        inner.didMove(toParent: container)
        let modal = UIViewController()
        modal.modalPresentationStyle = .currentContext
        inner.present(modal, animated: false)
        settle()
        XCTAssertTrue(modal.presentingViewController === container)
        XCTAssertNil(root.presentedViewController)
    }

    func testNavigationVisibleControllerIncludesAPresentation() async {
        // UIKit: visibleViewController is the presented controller when there is one;
        // topViewController stays the top of the stack.
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        navigation.present(modal, animated: false)
        settle()
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(navigation.visibleViewController === modal)
    }

    func testDismissFromAChildOfAPresentedNavigationControllerDismissesIt() async {
        // UIKit: dismiss on a controller that neither presents nor is presented itself goes to the
        // presentation its ancestors are part of (the usual "Done" button in a presented stack).
        let root = UIViewController()
        show(root)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.modalPresentationStyle = .fullScreen
        root.present(navigation, animated: false)
        settle()
        XCTAssertTrue(content.presentingViewController === root)
        content.dismiss(animated: false)
        settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(navigation.presentingViewController)
    }

    func testNavigationControllerIsFoundThroughNestedChildren() async {
        // UIKit: navigationController is the nearest ancestor navigation controller.
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let inner = UIViewController()
        content.addChild(inner)
        inner.didMove(toParent: content)
        XCTAssertTrue(inner.navigationController === navigation)
        XCTAssertNil(UIViewController().navigationController)
    }

    func testReplacingTheStackDetachesTheRemovedControllers() async {
        // UIKit: setViewControllers removes the controllers that are not in the new stack.
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        show(navigation)
        navigation.pushViewController(b, animated: false)
        settle()
        navigation.setViewControllers([c], animated: false)
        settle()
        XCTAssertNil(b.navigationController)
        XCTAssertNil(a.parent)
        XCTAssertTrue(c.parent === navigation)
        XCTAssertEqual(navigation.viewControllers, [c])
    }

    func testOverFullScreenKeepsThePresenterOnScreen() async {
        // UIKit (.overFullScreen): the presenter's views stay, so it gets no disappear callbacks.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        show(root)
        log.entries.removeAll()
        let modal = AppearanceLoggingController("modal", log)
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: false)
        settle()
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("root") }, [])
        XCTAssertTrue(root.view.window != nil)
    }

    func testDismissingAStackOfPresentationsLeavesTheMiddleControllerAlone() async {
        // UIKit: when a lower controller dismisses, the controllers in between are removed without
        // appearing again; the top one disappears and the dismissing controller appears.
        let log = CallbackLog()
        let root = AppearanceLoggingController("root", log)
        show(root)
        let a = AppearanceLoggingController("a", log), b = AppearanceLoggingController("b", log)
        a.modalPresentationStyle = .fullScreen
        b.modalPresentationStyle = .fullScreen
        root.present(a, animated: false)
        settle()
        a.present(b, animated: false)
        settle()
        log.entries.removeAll()
        root.dismiss(animated: false)
        settle()
        let names = log.entries.map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(names.filter { $0.hasPrefix("a.") }, [])
        XCTAssertEqual(names.filter { $0.hasPrefix("b.") }, ["b.willDisappear", "b.didDisappear"])
        XCTAssertEqual(names.filter { $0.hasPrefix("root.") }, ["root.willAppear", "root.didAppear"])
        XCTAssertNil(a.presentedViewController)
    }
}
