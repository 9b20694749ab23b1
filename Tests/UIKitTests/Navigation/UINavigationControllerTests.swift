import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UINavigationControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testRootViewControllerIsTheStackAndItsChild() async {
        let log = NavigationLog()
        let root = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        XCTAssertEqual(navigation.viewControllers, [root])
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(navigation.visibleViewController === root)
        XCTAssertEqual(navigation.children, [root])
        XCTAssertTrue(root.parent === navigation)
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertEqual(log.entries, ["A.willMove(parent)", "A.didMove(parent)"])
        XCTAssertFalse(root.isViewLoaded, "the root's view loads with the navigation controller's")
        XCTAssertEqual(navigation.navigationBar.items?.count, 1)
        XCTAssertTrue(navigation.navigationBar.topItem === root.navigationItem)
        XCTAssertEqual(root.navigationItem.title, "A", "the navigation item takes the controller's title")
        root.title = "Inbox"
        XCTAssertEqual(root.navigationItem.title, "Inbox", "setting the title sets the item's")
        XCTAssertTrue(navigation.isToolbarHidden, "the toolbar is hidden by default")
        XCTAssertFalse(navigation.isNavigationBarHidden)
    }

    func testBarSitsBelowTheStatusBarAndTheChildExtendsUnderIt() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        // UIKit (iPhone): a 44-point bar at the top of the safe area; the child's view fills the
        // container and its safe area ends at the bar.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(root.additionalSafeAreaInsets, .zero, "the bar's inset is not the child's additional inset")
        XCTAssertEqual(root.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 91, width: 390, height: 719))
        withExtendedLifetime(window) {}
    }

    func testLargeTitlesMakeTheBar96PointsTall() async {
        let root = UIViewController()
        root.title = "Mail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = NavigationFixtures.window(root: navigation)
        // UIKit: a large title adds 52 points below the 44-point row.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 96))
        XCTAssertEqual(root.view.safeAreaInsets.top, 143)
        let pushed = UIViewController()
        pushed.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44, "an item that never shows a large title")
        XCTAssertEqual(pushed.view.safeAreaInsets.top, 91)
        let third = UIViewController()
        navigation.pushViewController(third, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44, "automatic follows the item below")
    }

    func testUnanimatedPushAndPopCallbacksInUIKitsOrder() async {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = log
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        let pushed = log.during { navigation.pushViewController(second, animated: false) }
        XCTAssertEqual(pushed, ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                "willShow B", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(parent)", "didShow B"])
        XCTAssertEqual(navigation.viewControllers, [first, second])
        XCTAssertTrue(second.view.superview != nil)
        XCTAssertNil(first.view.superview, "the covered view leaves the hierarchy")
        var popped: UIViewController?
        let popping = log.during { popped = navigation.popViewController(animated: false) }
        XCTAssertTrue(popped === second)
        XCTAssertEqual(popping, ["B.willMove(nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "willShow A",
                                 "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(nil)", "didShow A"])
        XCTAssertNil(second.parent)
        XCTAssertNil(navigation.popViewController(animated: false), "the root is never popped")
        withExtendedLifetime(window) {}
    }

    func testAnimatedPushSlidesInFromTheTrailingEdge() async {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        let start = log.during { navigation.pushViewController(second, animated: true) }
        XCTAssertEqual(start, ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        XCTAssertTrue(second.isMovingToParent, "moving to the parent during its appearance")
        // Halfway: the new view is on its way in from the right, the old one a third of the way out.
        ManualClock.advance(by: 0.175)
        let newX = second.view.layer.presentation()!.position.x - 195
        let oldX = first.view.layer.presentation()!.position.x - 195
        XCTAssertTrue(newX > 0 && newX < 390, "new view at \(newX)")
        XCTAssertTrue(oldX < 0 && oldX > -117, "old view at \(oldX)")
        XCTAssertFalse(log.entries.contains("B.viewDidAppear(true)"))
        let end = log.during { ManualClock.advance(by: 0.2) }
        XCTAssertEqual(end, ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(parent)"])
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertNil(first.view.superview)
        XCTAssertFalse(second.isMovingToParent)
        withExtendedLifetime(window) {}
    }

    func testBackButtonShowsThePreviousTitleAndPops() async {
        let log = NavigationLog()
        let first = LoggingController("A", log: log, title: "Inbox")
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        let input = InputSimulator(window: window)
        XCTAssertNil(NavigationFixtures.button("Inbox", in: navigation.navigationBar), "no back button on the root")
        navigation.pushViewController(LoggingController("B", log: log, title: "Message"), animated: false)
        window.layoutIfNeeded()
        guard let back = NavigationFixtures.button("Inbox", in: navigation.navigationBar) else {
            return XCTFail("the back button is an accessibility button labeled with the previous title")
        }
        // UIKit: the back button sits at the bar's leading edge, in the title row.
        let frame = back.convert(back.bounds, to: window)
        XCTAssertEqual(frame.minX, 0)
        XCTAssertEqual(frame.minY, 47)
        XCTAssertEqual(frame.height, 44)
        input.tap(back)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(navigation.viewControllers, [first])
        XCTAssertTrue(log.entries.suffix(3).contains("A.viewDidAppear(true)"), "\(log.entries.suffix(4))")
    }

    func testBackButtonTitleFallbacks() async {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        let bar = navigation.navigationBar
        func backLabel() -> String? {
            bar.setNeedsLayout()
            window.layoutIfNeeded()
            return NavigationFixtures.views(UIControl.self, in: bar).first { $0.accessibilityLabel != nil && $0.frame.minX == 0 && !$0.isHidden }?.accessibilityLabel
        }
        XCTAssertEqual(backLabel(), "Back", "UIKit: an item without a title gives \"Back\"")
        first.title = "Settings"
        XCTAssertEqual(backLabel(), "Settings")
        first.navigationItem.backButtonTitle = "Prefs"
        XCTAssertEqual(backLabel(), "Prefs", "backButtonTitle wins over the title")
        first.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Custom", style: .plain, target: nil, action: nil)
        XCTAssertEqual(backLabel(), "Custom", "the back bar button item's title wins")
        first.navigationItem.backBarButtonItem = nil
        first.navigationItem.backButtonTitle = nil
        first.title = "A title far too long to fit in the room left of the centered title"
        navigation.topViewController?.title = "Detail"
        XCTAssertEqual(backLabel(), "Back", "UIKit: a title that does not fit becomes \"Back\"")
        first.title = "Settings"
        first.navigationItem.backButtonDisplayMode = .generic
        XCTAssertEqual(backLabel(), "Back")
        first.navigationItem.backButtonDisplayMode = .minimal
        XCTAssertEqual(backLabel(), "Back", "the chevron alone is still read as Back")
        navigation.topViewController?.navigationItem.hidesBackButton = true
        XCTAssertNil(backLabel())
    }

    func testPopToViewControllerAndRoot() async {
        let controllers = (0..<4).map { _ in UIViewController() }
        let navigation = UINavigationController(rootViewController: controllers[0])
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        XCTAssertEqual(navigation.popToViewController(controllers[1], animated: false), [controllers[2], controllers[3]])
        XCTAssertEqual(navigation.viewControllers, [controllers[0], controllers[1]])
        XCTAssertNil(navigation.popToViewController(UIViewController(), animated: false), "not on the stack")
        XCTAssertEqual(navigation.popToRootViewController(animated: false), [controllers[1]])
        XCTAssertEqual(navigation.popToRootViewController(animated: false), [])
        XCTAssertNil(controllers[3].parent)
    }

    func testSetViewControllersToAnEarlierTopRunsAPop() async {
        let log = NavigationLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.delegate = log
        navigation.pushViewController(b, animated: false)
        let window = NavigationFixtures.window(root: navigation)
        let entries = log.during { navigation.setViewControllers([c, a], animated: false) }
        XCTAssertEqual(entries, ["C.willMove(parent)", "B.willMove(nil)", "A.viewDidLoad", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
                                 "willShow A", "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "C.didMove(parent)",
                                 "B.didMove(nil)", "didShow A"])
        XCTAssertEqual(navigation.children, [c, a])
        XCTAssertEqual(navigation.navigationBar.items?.map(\.title), ["C", "A"])
        withExtendedLifetime(window) {}
    }

    func testHidingTheBarGivesTheRoomBack() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 47, "only the status bar area is left")
        navigation.setNavigationBarHidden(false, animated: true)
        XCTAssertFalse(navigation.navigationBar.isHidden)
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(root.view.safeAreaInsets.top, 91)
        withExtendedLifetime(window) {}
    }

    func testToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() async {
        let root = UIViewController()
        var tapped = 0
        let action = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped += 1 })
        root.toolbarItems = [.flexibleSpace(), action]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = NavigationFixtures.window(root: navigation)
        // UIKit: a 44-point toolbar above the bottom safe area; the child's safe area ends at it.
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 766, width: 390, height: 44))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 78)
        XCTAssertEqual(navigation.toolbar.items?.count, 2)
        guard let button = NavigationFixtures.button("Edit", in: navigation.toolbar) else { return XCTFail("no Edit button") }
        // The flexible space pushes the item to the trailing margin (16 points).
        XCTAssertEqual(button.frame.maxX, 374, accuracy: 0.5)
        InputSimulator(window: window).tap(button)
        XCTAssertEqual(tapped, 1)
    }

    func testShowPushesOntoTheEnclosingNavigationController() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        XCTAssertEqual(navigation.viewControllers, [root, detail])
        XCTAssertNil(root.presentedViewController)
    }

    func testEdgeSwipePopsPastHalfTheWidth() async {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = log
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        navigation.pushViewController(second, animated: false)
        XCTAssertTrue(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        let input = InputSimulator(window: window)
        let during = log.during {
            input.touchDown(1, at: CGPoint(x: 3, y: 400))
            for x in stride(from: 10, through: 300, by: 10) {
                input.advance(by: 0.01)
                input.touchMove(1, to: CGPoint(x: CGFloat(x), y: 400))
            }
        }
        XCTAssertEqual(during, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "willShow A"])
        XCTAssertEqual(second.view.frame.minX, 297, accuracy: 20, "the top view follows the finger")
        let end = log.during {
            input.touchUp(1)
            ManualClock.advance(by: 0.5)
        }
        XCTAssertEqual(end, ["B.willMove(nil)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(nil)", "didShow A"])
        XCTAssertEqual(navigation.viewControllers, [first])
        XCTAssertEqual(first.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testEdgeSwipeLetGoEarlyStaysInUIKitsCancelOrder() async {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        navigation.pushViewController(second, animated: false)
        let input = InputSimulator(window: window)
        let entries = log.during {
            input.touchDown(1, at: CGPoint(x: 3, y: 400))
            for x in stride(from: 10, through: 80, by: 5) {
                input.advance(by: 0.05)
                input.touchMove(1, to: CGPoint(x: CGFloat(x), y: 400))
            }
            input.advance(by: 0.3)
            input.touchUp(1)
            ManualClock.advance(by: 0.5)
        }
        XCTAssertEqual(entries, ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
                                 "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        XCTAssertEqual(navigation.viewControllers, [first, second])
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertNil(first.view.superview)
    }

    func testCustomAnimatorRunsTheTransition() async {
        final class Fade: UIViewControllerAnimatedTransitioning {
            var ended: Bool?
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                guard let to = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) else { return }
                to.frame = transitionContext.finalFrame(for: toController)
                to.alpha = 0
                transitionContext.containerView.addSubview(to)
                UIView.animate(withDuration: 0.5, animations: { to.alpha = 1 }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
            func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
        }
        final class Delegate: UINavigationControllerDelegate {
            let animator = Fade()
            var operation: UINavigationController.Operation?
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                self.operation = operation
                return animator
            }
        }
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = Delegate()
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        navigation.pushViewController(second, animated: true)
        XCTAssertEqual(delegate.operation, .push)
        XCTAssertEqual(second.view.alpha, 1, "the animator's animation runs")
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844), "the final frame is the content frame")
        XCTAssertNil(delegate.animator.ended)
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(delegate.animator.ended, true)
        XCTAssertEqual(log.entries.suffix(3), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(parent)"])
        XCTAssertNil(first.view.superview)
        withExtendedLifetime(window) {}
    }

    func testOpaqueBarKeepsTheChildBelowIt() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = NavigationFixtures.window(root: navigation)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 91, width: 390, height: 753))
        XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        root.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(root.view.safeAreaInsets.top, 91)
    }

    final class TouchRecordingView: UIView {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
    }

    func testEdgeSwipeDoesNotBeginOnTheRoot() async {
        let root = UIViewController()
        let content = TouchRecordingView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        root.view.addSubview(content)
        let navigation = UINavigationController(rootViewController: root)
        let window = NavigationFixtures.window(root: navigation)
        InputSimulator(window: window).drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 200, y: 400))
        // UIKit: with nothing to pop back to, the swipe never begins and the content keeps its touch.
        XCTAssertEqual(content.phases, ["began", "ended"])
        XCTAssertEqual(navigation.viewControllers, [root])
    }

    final class TaggedBar: UINavigationBar {
        override init(frame: CGRect) {
            super.init(frame: frame)
            tag = 7
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class TaggedToolbar: UIToolbar {}

    func testCustomBarClassesAreMadeWithTheirOwnInitializer() async {
        let navigation = UINavigationController(navigationBarClass: TaggedBar.self, toolbarClass: TaggedToolbar.self)
        XCTAssertTrue(navigation.navigationBar is TaggedBar)
        XCTAssertEqual(navigation.navigationBar.tag, 7, "made with the subclass's init(frame:)")
        XCTAssertTrue(navigation.toolbar is TaggedToolbar)
        XCTAssertTrue(UINavigationController(navigationBarClass: UIView.self, toolbarClass: nil).navigationBar.self
            .isMember(of: UINavigationBar.self), "a class that is not a navigation bar falls back to the standard one")
        let root = UIViewController()
        navigation.viewControllers = [root]
        XCTAssertTrue(root.navigationController === navigation)
    }

    func testBadPushesAreRefusedAndAMovedControllerLeavesItsOldStack() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UINavigationController(), animated: false)
        navigation.pushViewController(root, animated: false)
        XCTAssertEqual(navigation.viewControllers, [root], "a navigation controller and a controller already on the stack are refused")
        let other = UINavigationController(rootViewController: UIViewController())
        let moving = UIViewController()
        other.pushViewController(moving, animated: false)
        navigation.pushViewController(moving, animated: false)
        XCTAssertEqual(navigation.viewControllers, [root, moving])
        XCTAssertEqual(other.viewControllers.count, 1, "it left the other stack")
        XCTAssertEqual(other.navigationBar.items?.count, 1)
        XCTAssertTrue(moving.parent === navigation)
        navigation.setViewControllers([], animated: false)
        XCTAssertEqual(navigation.viewControllers, [])
        XCTAssertNil(navigation.topViewController)
        XCTAssertNil(root.parent)
    }
}
