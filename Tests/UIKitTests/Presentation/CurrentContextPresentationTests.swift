import XCTest
import UIKit
import UIKitTesting

/// UIKit (UIModalPresentationStyle, `definesPresentationContext`): a `.currentContext` or
/// `.overCurrentContext` presentation covers the view of the controller that defines the
/// presentation context (the nearest one walking up from the presenter), not the window.
/// `.currentContext` removes that controller's view once the presentation completes;
/// `.overCurrentContext` leaves it in the hierarchy.
@MainActor
final class CurrentContextPresentationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// A root whose child, in the lower part of the window, defines the context; the child
    /// presents for a grandchild.
    private func makeHierarchy() -> (UIWindow, UIViewController, UIViewController, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let context = UIViewController()
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 200, width: 320, height: 280)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        let inner = UIViewController()
        context.addChild(inner)
        inner.view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        return (window, root, context, inner)
    }

    func testACurrentContextPresentationCoversTheContextControllersFrame() async {
        let (window, root, context, inner) = makeHierarchy()
        let modal = UIViewController()
        modal.modalPresentationStyle = .currentContext
        inner.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(modal.presentingViewController === context, "the controller defining the context presents")
        XCTAssertTrue(context.presentedViewController === modal)
        XCTAssertTrue(modal.view.window === window)
        XCTAssertEqual(modal.view.convert(modal.view.bounds, to: window), CGRect(x: 0, y: 200, width: 320, height: 280),
                       "the context's frame, not the window")
        // The context's view is removed; the rest of the root stays.
        XCTAssertNil(context.view.window)
        XCTAssertNil(inner.view.window)
        XCTAssertTrue(root.view.window === window)

        modal.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(context.view.superview === root.view, "the context's view is back where it was")
        XCTAssertEqual(context.view.frame, CGRect(x: 0, y: 200, width: 320, height: 280))
        XCTAssertNil(modal.view.window)
        XCTAssertNil(context.presentedViewController)
    }

    func testAnOverCurrentContextPresentationKeepsTheContextsViewUnderneath() async {
        let (window, root, context, inner) = makeHierarchy()
        let modal = UIViewController()
        modal.modalPresentationStyle = .overCurrentContext
        inner.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(modal.presentingViewController === context)
        XCTAssertEqual(modal.view.convert(modal.view.bounds, to: window), CGRect(x: 0, y: 200, width: 320, height: 280))
        XCTAssertTrue(context.view.window === window)
        let siblings = root.view.subviews
        XCTAssertLessThan(siblings.firstIndex(of: context.view) ?? .max, siblings.firstIndex(of: modal.view) ?? -1,
                          "the presented view lies over the context's view")
        modal.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(root.view.subviews, [context.view])
    }

    /// The presented view follows the context's area when the context's superview is resized.
    func testThePresentedViewResizesWithTheContextsSuperview() async {
        let (window, root, context, inner) = makeHierarchy()
        context.view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let modal = UIViewController()
        modal.modalPresentationStyle = .overCurrentContext
        inner.present(modal, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        root.view.layoutIfNeeded()
        XCTAssertEqual(modal.view.frame.width, 400)
        XCTAssertEqual(context.view.frame.width, 400)
    }

    /// Without a controller that defines the context, the root of the hierarchy is covered
    /// (here the window's root view: the whole window).
    func testWithoutAContextTheRootIsCovered() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let modal = UIViewController()
        modal.modalPresentationStyle = .currentContext
        child.present(modal, animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(modal.presentingViewController === root)
        XCTAssertEqual(modal.view.frame, window.bounds)
        XCTAssertNil(root.view.window)
        modal.dismiss(animated: false)
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(root.view.window === window)
    }
}
