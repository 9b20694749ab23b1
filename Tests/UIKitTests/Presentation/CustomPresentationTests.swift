import XCTest
import UIKit
import UIKitTesting

/// A presentation controller that places the presented view in a 280 × 60 band near the
/// bottom of its container and records UIKit's calls.
@MainActor
private final class BandPresentationController: UIPresentationController {
    var events: [String] = []
    var removesPresenter = false
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return CGRect(x: 20, y: containerView.bounds.height - 80, width: 280, height: 60)
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { events.append("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { events.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { events.append("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() {
        events.append("containerWillLayout")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        events.append("preferredSizeChanged \(container.preferredContentSize)")
    }
}

/// Slides the presented view from below its final frame over 0.3 s, recording the frames
/// the context gives it.
@MainActor
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var log: [String] = []
    var completes = true
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        let controller = transitionContext.viewController(forKey: key)!
        log.append("initial \(transitionContext.initialFrame(for: controller))")
        log.append("final \(transitionContext.finalFrame(for: controller))")
        log.append("fromView \(transitionContext.view(forKey: .from) != nil) toView \(transitionContext.view(forKey: .to) != nil)")
        if presenting { transitionContext.containerView.addSubview(controller.view) }
        let shown = presenting ? transitionContext.finalFrame(for: controller) : controller.view.frame
        let hidden = shown.offsetBy(dx: 0, dy: 200)
        controller.view.frame = presenting ? hidden : shown
        let completes = self.completes
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in transitionContext.completeTransition(completes) })
    }
    func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
}

@MainActor
private final class BandTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator = SlideAnimator(presenting: true)
    let dismissAnimator = SlideAnimator(presenting: false)
    var presentation: BandPresentationController?
    var sources: [String] = []
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = BandPresentationController(presentedViewController: presented, presenting: presenting)
        presentation = controller
        return controller
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        sources.append("presenting \(presenting.title ?? "?") source \(source.title ?? "?")")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }
}

@MainActor
final class CustomPresentationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func makeWindow() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        root.title = "root"
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func testCustomPresentationRunsThroughTheDelegatesControllerAndAnimator() async throws {
        let (window, root) = makeWindow()
        let transitions = BandTransitions()
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        var completed = 0
        root.present(toast, animated: true) { completed += 1 }

        let presentation = try XCTUnwrap(transitions.presentation)
        XCTAssertTrue(toast.presentationController === presentation)
        XCTAssertTrue(presentation.presentingViewController === root)
        XCTAssertTrue(presentation.presentedViewController === toast)
        XCTAssertTrue(root.presentedViewController === toast)
        XCTAssertTrue(toast.isBeingPresented)
        let container = try XCTUnwrap(presentation.containerView)
        XCTAssertTrue(container.superview === window)
        XCTAssertEqual(container.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(toast.view.superview === container)
        XCTAssertEqual(transitions.sources, ["presenting root source root"])
        XCTAssertEqual(transitions.presentAnimator.log, [
            "initial \(CGRect.zero)",
            "final \(CGRect(x: 20, y: 400, width: 280, height: 60))",
            // UIKit: a custom presentation keeps the presenter's view out of the transition.
            "fromView false toView true",
        ])
        XCTAssertEqual(presentation.events, ["presentationWillBegin"])
        XCTAssertEqual(completed, 0, "the completion waits for the animator")

        ManualClock.advance(by: 0.4)
        XCTAssertEqual(presentation.events.filter { !$0.hasPrefix("container") }, ["presentationWillBegin", "presentationDidEnd(true)"])
        XCTAssertEqual(transitions.presentAnimator.log.last, "ended true")
        XCTAssertEqual(completed, 1)
        XCTAssertFalse(toast.isBeingPresented)
        XCTAssertEqual(toast.view.frame, CGRect(x: 20, y: 400, width: 280, height: 60))
        XCTAssertTrue(root.view.window === window, "the presenter's view stays")
    }

    func testDismissalRunsTheDismissalAnimatorAndRemovesTheContainer() async throws {
        let (window, root) = makeWindow()
        let transitions = BandTransitions()
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        root.present(toast, animated: true)
        ManualClock.advance(by: 0.4)
        let presentation = try XCTUnwrap(transitions.presentation)
        let container = try XCTUnwrap(presentation.containerView)
        presentation.events.removeAll()

        var dismissed = 0
        toast.dismiss(animated: true) { dismissed += 1 }
        XCTAssertTrue(toast.isBeingDismissed)
        XCTAssertEqual(presentation.events, ["dismissalWillBegin"])
        XCTAssertEqual(transitions.dismissAnimator.log, [
            "initial \(CGRect(x: 20, y: 400, width: 280, height: 60))",
            // UIKit: the dismissed view has no final frame.
            "final \(CGRect.zero)",
            "fromView true toView false",
        ])
        XCTAssertTrue(toast.view.superview === container, "still on screen while animating")
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(presentation.events.filter { !$0.hasPrefix("container") }, ["dismissalWillBegin", "dismissalDidEnd(true)"])
        XCTAssertEqual(dismissed, 1)
        XCTAssertNil(toast.view.superview)
        XCTAssertNil(container.superview)
        XCTAssertNil(presentation.containerView)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(toast.presentingViewController)
        XCTAssertNil(toast.presentationController)
        XCTAssertFalse(window.subviews.contains(container))
    }

    func testTheContainerAsksThePresentationControllerWhenItLaysOut() async throws {
        let (window, root) = makeWindow()
        let transitions = BandTransitions()
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        root.present(toast, animated: false)
        let presentation = try XCTUnwrap(transitions.presentation)
        toast.view.frame = .zero
        presentation.containerView?.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(presentation.events.last, "containerWillLayout")
        XCTAssertEqual(toast.view.frame, CGRect(x: 20, y: 400, width: 280, height: 60))
    }

    func testWithoutAnimationNoAnimatorRunsAndTheViewIsPlacedAtOnce() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let transitions = BandTransitions()
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        var completed = false
        root.present(toast, animated: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(transitions.presentAnimator.log, [])
        XCTAssertEqual(toast.view.frame, CGRect(x: 20, y: 400, width: 280, height: 60))
        XCTAssertEqual(transitions.presentation?.events.filter { !$0.hasPrefix("container") },
                       ["presentationWillBegin", "presentationDidEnd(true)"])
        toast.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(transitions.dismissAnimator.log, [])
    }

    func testACancelledPresentationLeavesNothingPresented() async throws {
        let (window, root) = makeWindow()
        let transitions = BandTransitions()
        transitions.presentAnimator.completes = false
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        var completed = false
        root.present(toast, animated: true) { completed = true }
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(transitions.presentation?.events.filter { !$0.hasPrefix("container") },
                       ["presentationWillBegin", "presentationDidEnd(false)"])
        XCTAssertFalse(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(toast.view.superview)
        XCTAssertEqual(window.subviews.count, 1, "only the root view is left")
    }

    func testShouldRemovePresentersViewTakesThePresenterOutUntilTheDismissal() async throws {
        let (window, root) = makeWindow()
        let transitions = BandTransitions()
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        let presentation = BandPresentationController(presentedViewController: toast, presenting: root)
        presentation.removesPresenter = true
        final class Fixed: NSObject, UIViewControllerTransitioningDelegate {
            let controller: UIPresentationController
            init(_ controller: UIPresentationController) { self.controller = controller }
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? { controller }
        }
        let fixed = Fixed(presentation)
        toast.transitioningDelegate = fixed
        root.present(toast, animated: true)
        XCTAssertNil(root.view.superview, "no animator: the presentation ends at once and removes the presenter's view")
        toast.dismiss(animated: false)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(window.subviews.first, root.view)
    }

    func testPreferredContentSizeChangesReachTheParentOrThePresentationController() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        final class Parent: UIViewController {
            var reported: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                reported.append(container.preferredContentSize)
            }
        }
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 100, height: 40)
        child.preferredContentSize = CGSize(width: 100, height: 40)
        XCTAssertEqual(parent.reported, [CGSize(width: 100, height: 40)], "reported once per change")
        XCTAssertEqual(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480)),
                       CGSize(width: 320, height: 480))

        let transitions = BandTransitions()
        let toast = UIViewController()
        toast.modalPresentationStyle = .custom
        toast.transitioningDelegate = transitions
        root.present(toast, animated: false)
        toast.preferredContentSize = CGSize(width: 280, height: 60)
        XCTAssertEqual(transitions.presentation?.events.last, "preferredSizeChanged \(CGSize(width: 280, height: 60))")
        XCTAssertEqual(transitions.presentation?.preferredContentSize, CGSize(width: 280, height: 60))
    }

    func testAPlainPresentationControllerFillsTheContainer() async throws {
        let (window, root) = makeWindow()
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {}
        let delegate = Delegate()
        let sheet = UIViewController()
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        let presentation = try XCTUnwrap(sheet.presentationController)
        XCTAssertTrue(type(of: presentation) == UIPresentationController.self)
        XCTAssertEqual(presentation.frameOfPresentedViewInContainerView, window.bounds)
        XCTAssertEqual(sheet.view.frame, window.bounds)
        XCTAssertFalse(presentation.shouldRemovePresentersView)
    }

    func testAFullScreenPresentationWithAnimatorsRemovesThePresentersViewUntilTheDismissal() async throws {
        let (window, root) = makeWindow()
        final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            var fromViews: [Bool] = []
            func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using context: any UIViewControllerContextTransitioning) {
                fromViews.append(context.view(forKey: .from) != nil)
                if let to = context.view(forKey: .to) {
                    to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                    context.containerView.addSubview(to)
                }
                context.completeTransition(true)
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Animator()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let delegate = Delegate()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        // UIKit: the full-screen presentation controller removes the presenter's view, so the
        // animator is given it as the from view.
        XCTAssertEqual(modal.presentationController?.shouldRemovePresentersView, true)
        XCTAssertNil(root.view.window, "the presenter's view leaves the window")
        XCTAssertTrue(modal.view.window === window)
        XCTAssertEqual(delegate.animator.fromViews, [true])

        modal.dismiss(animated: true)
        XCTAssertTrue(root.view.window === window, "the dismissal puts the presenter's view back")
        XCTAssertNil(modal.view.window)
    }

    func testStatusBarFrameIsZeroWithoutAStatusBar() async {
        XCTAssertEqual(UIApplication.shared.statusBarFrame, .zero)
    }
}
