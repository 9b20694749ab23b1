import XCTest
import UIKit
import UIKitTesting

final class MemoryProbeController: UIViewController {
    var warnings = 0
    var constraintUpdates = 0
    override func didReceiveMemoryWarning() { warnings += 1 }
    override func updateViewConstraints() {
        constraintUpdates += 1
        super.updateViewConstraints()
    }
}

/// A container that shows controllers itself.
final class StackController: UIViewController {
    var shown: [UIViewController] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "show:sender:" || super.canPerformAction(action, withSender: sender)
    }
    override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
}

/// UIViewController and UIApplication API beyond the view lifecycle.
@MainActor
final class ControllerAndApplicationApiTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testSystemUIPreferencesHaveUIKitsDefaults() async {
        let controller = UIViewController()
        XCTAssertEqual(controller.preferredStatusBarStyle, .default)
        XCTAssertFalse(controller.prefersStatusBarHidden)
        XCTAssertEqual(controller.preferredStatusBarUpdateAnimation, .fade)
        XCTAssertTrue(controller.shouldAutorotate)
        XCTAssertEqual(controller.modalTransitionStyle, .coverVertical)
        XCTAssertFalse(controller.isModalInPresentation)
        XCTAssertFalse(controller.definesPresentationContext)
        XCTAssertEqual(controller.supportedInterfaceOrientations,
                       controller.traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown)
        XCTAssertTrue(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
        XCTAssertFalse(UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
        XCTAssertTrue(UIInterfaceOrientation.landscapeRight.isLandscape)
        controller.setNeedsStatusBarAppearanceUpdate()
    }

    func testEditingMode() async {
        final class Editor: UIViewController {
            var calls: [(Bool, Bool)] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append((editing, animated))
            }
        }
        let editor = Editor()
        XCTAssertFalse(editor.isEditing)
        editor.setEditing(true, animated: true)
        XCTAssertTrue(editor.isEditing)
        editor.isEditing = false
        XCTAssertEqual(editor.calls.map(\.0), [true, false])
        XCTAssertEqual(editor.calls.map(\.1), [true, false], "the property setter does not animate")
    }

    func testShowPresentsModallyUnlessAContainerHandlesIt() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        let detail = UIViewController()
        root.show(detail, sender: nil)
        XCTAssertTrue(root.presentedViewController === detail, "no container: modal presentation")

        let stack = StackController()
        let child = UIViewController()
        stack.addChild(child)
        child.didMove(toParent: stack)
        let next = UIViewController()
        child.show(next, sender: nil)
        XCTAssertEqual(stack.shown.count, 1, "the container up the hierarchy shows it")
        XCTAssertTrue(child.targetViewController(forAction: "show:sender:", sender: nil) === stack)
        XCTAssertNil(child.presentedViewController)
    }

    func testUpdateViewConstraintsRunsInTheRootViewsConstraintPass() async {
        let controller = MemoryProbeController()
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.constraintUpdates, 1)
    }

    func testMemoryWarningsReachTheDelegateObserversAndControllers() async {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var warnings = 0
            func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
        }
        let app = UIApplication.shared
        let previous = app.delegate
        let delegate = Delegate()
        app.delegate = delegate
        defer { app.delegate = previous }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let controller = MemoryProbeController()
        window.rootViewController = controller
        let posted = XCTNSNotificationExpectation(name: UIApplication.didReceiveMemoryWarningNotification, object: app)
        UIKitTestEnvironment.simulateMemoryWarning()
        await fulfillment(of: [posted], timeout: 0)
        XCTAssertEqual(delegate.warnings, 1)
        XCTAssertEqual(controller.warnings, 1)
    }

    func testBackgroundTasksAreTrackedUntilEnded() async {
        let app = UIApplication.shared
        let before = UIKitTestEnvironment.runningBackgroundTaskCount
        let first = app.beginBackgroundTask(withName: "upload")
        let second = app.beginBackgroundTask()
        XCTAssertNotEqual(first, .invalid)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(UIKitTestEnvironment.runningBackgroundTaskCount, before + 2)
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
        XCTAssertEqual(UIKitTestEnvironment.runningBackgroundTaskCount, before)
        let log = LogCapture.capture { app.endBackgroundTask(first) }
        XCTAssertTrue(log.contains("endBackgroundTask"))
        XCTAssertEqual(app.backgroundTimeRemaining, .greatestFiniteMagnitude)
        XCTAssertTrue(app.isProtectedDataAvailable)
        XCTAssertEqual(app.supportedInterfaceOrientations(for: nil), .all)
        XCTAssertFalse(app.supportsAlternateIcons)
    }
}
