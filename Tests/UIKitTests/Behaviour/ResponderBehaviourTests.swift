import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
private final class TouchLoggingController: UIViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

/// The responder chain and first responder rules iOS documents.
@MainActor
final class ResponderBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheChainRunsViewControllerSuperviewWindowApplication() async {
        // UIKit: a view controller's root view's next responder is the controller; the controller's is
        // its view's superview; a window's is the application.
        let (window, _) = makeWindow()
        let controller = UIViewController()
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        host.addSubview(controller.view)
        let child = UIView()
        controller.view.addSubview(child)
        XCTAssertTrue(child.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === host)
        XCTAssertTrue(host.next === window)
        XCTAssertTrue(window.next === UIApplication.shared)
    }

    func testTheRootViewControllersNextResponderIsTheWindow() async {
        let (window, _) = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === window)
    }

    func testAViewOutsideAHierarchyHasNoNextResponder() async {
        XCTAssertNil(UIView().next)
    }

    func testAPlainViewCannotBecomeFirstResponder() async {
        let (window, _) = makeWindow()
        let view = UIView()
        window.addSubview(view)
        XCTAssertFalse(view.canBecomeFirstResponder)
        XCTAssertFalse(view.becomeFirstResponder())
        XCTAssertFalse(view.isFirstResponder)
        XCTAssertTrue(view.canResignFirstResponder)
    }

    func testBecomingFirstResponderNeedsAWindow() async {
        // UIKit: a responder that is not in a window's hierarchy cannot become first responder.
        let view = FocusableView()
        XCTAssertFalse(view.becomeFirstResponder())
        XCTAssertFalse(view.isFirstResponder)
        let (window, _) = makeWindow()
        window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        XCTAssertTrue(view.isFirstResponder)
    }

    func testRemovingTheFirstResponderFromTheWindowResignsIt() async {
        let (window, _) = makeWindow()
        let container = UIView()
        let view = FocusableView()
        window.addSubview(container)
        container.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        container.removeFromSuperview()
        XCTAssertFalse(view.isFirstResponder, "leaving the window resigns")
    }

    func testBecomingFirstResponderResignsThePreviousOne() async {
        let (window, _) = makeWindow()
        let a = FocusableView(), b = FocusableView()
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertFalse(b.isFirstResponder)
    }

    func testEndEditingResignsATextFieldInTheSubtree() async {
        let (window, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        XCTAssertTrue(field.canBecomeFirstResponder)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(window.endEditing(false))
        XCTAssertFalse(field.isFirstResponder)
    }

    func testUnhandledTouchesTravelUpTheChainToTheViewController() async {
        // UIKit: UIView's default touch handling forwards to the next responder, so a view controller
        // sees touches that land on plain subviews of its view.
        let (window, input) = makeWindow()
        let controller = TouchLoggingController()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        controller.view.addSubview(plain)
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(controller.log, ["began", "ended"])
    }

    func testMakingAnotherWindowKeyResignsTheFirst() async {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKeyAndVisible()
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        second.makeKeyAndVisible()
        XCTAssertTrue(second.isKeyWindow)
        XCTAssertFalse(first.isKeyWindow)
        first.makeKey()
        XCTAssertTrue(first.isKeyWindow)
        XCTAssertFalse(second.isKeyWindow)
    }

    func testAViewControllersViewLoadsLazilyAndOnce() async {
        // UIKit: the view is created on first access to `view`; viewDidLoad runs once.
        final class Counting: UIViewController {
            var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let controller = Counting()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.loads, 0)
        _ = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.loads, 1)
    }

    func testARootViewControllersViewFillsTheWindow() async {
        let (window, _) = makeWindow(CGSize(width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertTrue(controller.view.superview === window)
        XCTAssertEqual(controller.view.frame, window.bounds)
        XCTAssertTrue(controller.view.window === window)
    }
}
