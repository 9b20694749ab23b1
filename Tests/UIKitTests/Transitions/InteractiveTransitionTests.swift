import XCTest
import UIKit
import UIKitTesting

/// Slides the incoming view in from the trailing edge (linearly, over 0.4 s) and completes
/// the transition with the context's cancelled flag, as animators written for UIKit do.
@MainActor
private final class LinearSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    var animateCalls = 0
    var ended: Bool?
    var completedWith: Bool?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animateCalls += 1
        context = transitionContext
        guard let toController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: toController)
        transitionContext.containerView.addSubview(toView)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            toView.frame = final
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            self.completedWith = completed
            transitionContext.completeTransition(completed)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// A navigation delegate that supplies the animator and a percent-driven interaction.
@MainActor
private final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
    let animator = LinearSlideAnimator()
    var interaction: UIPercentDrivenInteractiveTransition? = UIPercentDrivenInteractiveTransition()
    var askedFor: (any UIViewControllerAnimatedTransitioning)?
    let log: NavigationLog
    init(log: NavigationLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.navigationController(navigationController, willShow: viewController, animated: animated)
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.navigationController(navigationController, didShow: viewController, animated: animated)
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        askedFor = animationController
        return interaction
    }
}

@MainActor
final class InteractiveTransitionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func shownX(_ view: UIView) -> CGFloat {
        view.layer.presentation()!.position.x - view.bounds.width / 2
    }

    func testPercentDrivenPushFollowsUpdatesAndFinishes() async throws {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = InteractiveNavigationDelegate(log: log)
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        let interaction = try XCTUnwrap(delegate.interaction)

        navigation.pushViewController(second, animated: true)
        XCTAssertTrue(delegate.askedFor === delegate.animator, "the delegate is asked with the animator it returned")
        XCTAssertEqual(delegate.animator.animateCalls, 1, "the percent-driven interaction runs the animator")
        let context = try XCTUnwrap(delegate.animator.context)
        XCTAssertTrue(context.isInteractive)
        XCTAssertFalse(context.transitionWasCancelled)
        XCTAssertEqual(interaction.duration, 0.4)
        // UIKit: the animations wait for the interaction; time alone does not move them.
        ManualClock.advance(by: 1)
        XCTAssertEqual(shownX(second.view), 390, accuracy: 1)
        XCTAssertNil(delegate.animator.completedWith)

        interaction.update(0.5)
        XCTAssertEqual(interaction.percentComplete, 0.5)
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(shownX(second.view), 195, accuracy: 1, "halfway through a linear slide")
        interaction.update(0.25)
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(shownX(second.view), 292.5, accuracy: 1, "the interaction can move back")
        XCTAssertFalse(log.entries.contains("B.viewDidAppear(true)"))

        interaction.finish()
        XCTAssertFalse(context.isInteractive, "no longer interactive once finished")
        let end = log.during { ManualClock.advance(by: 0.35) }
        XCTAssertEqual(end, ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(parent)", "didShow B"])
        XCTAssertEqual(delegate.animator.completedWith, true)
        XCTAssertEqual(delegate.animator.ended, true)
        XCTAssertEqual(navigation.viewControllers, [first, second])
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        withExtendedLifetime(window) {}
    }

    func testCancelledPushRunsBackAndLeavesTheStackAsItWas() async throws {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = InteractiveNavigationDelegate(log: log)
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        let interaction = try XCTUnwrap(delegate.interaction)
        let start = log.during { navigation.pushViewController(second, animated: true) }
        XCTAssertEqual(start, ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "willShow B"])

        interaction.update(0.3)
        interaction.completionSpeed = 2
        let cancelled = log.during {
            interaction.cancel()
            // UIKit: the 0.12 s done so far runs back at twice the speed (0.06 s).
            ManualClock.advance(by: 0.03)
            XCTAssertNil(delegate.animator.completedWith, "still running back")
            XCTAssertTrue(delegate.animator.context?.transitionWasCancelled ?? false)
            ManualClock.advance(by: 0.05)
        }
        XCTAssertEqual(delegate.animator.completedWith, false)
        XCTAssertEqual(delegate.animator.ended, false)
        // UIKit's order for a cancelled transition: the incoming controller disappears, the
        // outgoing one appears again.
        XCTAssertEqual(cancelled.filter { $0.contains(".view") },
                       ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)"])
        XCTAssertFalse(cancelled.contains("didShow B"))
        XCTAssertEqual(navigation.viewControllers, [first])
        XCTAssertEqual(navigation.topViewController, first)
        XCTAssertNil(second.parent)
        XCTAssertNil(second.view.superview)
        XCTAssertEqual(second.view.frame.minX, 390, "the animations ran back to where they started")
        XCTAssertTrue(first.view.superview != nil)
        withExtendedLifetime(window) {}
    }

    func testTheCoordinatorReportsTheInteraction() async throws {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = InteractiveNavigationDelegate(log: log)
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        let interaction = try XCTUnwrap(delegate.interaction)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.view.addSubview(marker)
        navigation.pushViewController(second, animated: true)

        let coordinator = try XCTUnwrap(second.transitionCoordinator)
        XCTAssertTrue(coordinator.isInteractive)
        XCTAssertTrue(coordinator.initiallyInteractive)
        var changes: [(interactive: Bool, cancelled: Bool)] = []
        coordinator.notifyWhenInteractionChanges { context in changes.append((context.isInteractive, context.isCancelled)) }
        var completion: Bool?
        coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { context in completion = context.isCancelled })
        interaction.update(0.5)
        XCTAssertEqual(coordinator.percentComplete, 0.5)
        ManualClock.advance(by: 0.01)
        // UIKit: alongside animations follow the interaction too.
        XCTAssertEqual(Double(marker.layer.presentation()!.opacity), 0.5, accuracy: 0.1)
        XCTAssertTrue(changes.isEmpty)

        interaction.cancel()
        XCTAssertEqual(changes.count, 1, "told once when the interaction ends")
        XCTAssertEqual(changes.first?.interactive, false)
        XCTAssertEqual(changes.first?.cancelled, true)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(completion, true, "the completion sees the cancellation")
        XCTAssertEqual(marker.alpha, 1, "the alongside animation ran back")
        XCTAssertNil(second.transitionCoordinator)
        withExtendedLifetime(window) {}
    }

    func testInteractionStartingAnimatedCanBePausedAndFinished() async throws {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = InteractiveNavigationDelegate(log: log)
        let interaction = try XCTUnwrap(delegate.interaction)
        interaction.wantsInteractiveStart = false
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        navigation.pushViewController(second, animated: true)
        let context = try XCTUnwrap(delegate.animator.context)
        XCTAssertFalse(context.isInteractive, "UIKit: without an interactive start it animates")
        XCTAssertEqual(navigation.transitionCoordinator?.initiallyInteractive, false)
        ManualClock.advance(by: 0.1)
        interaction.pause()
        XCTAssertTrue(context.isInteractive, "pausing makes it interactive")
        XCTAssertEqual(interaction.percentComplete, 0.25, accuracy: 0.05)
        let paused = shownX(second.view)
        ManualClock.advance(by: 1)
        XCTAssertEqual(shownX(second.view), paused, accuracy: 0.5, "paused")
        interaction.finish()
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(delegate.animator.completedWith, true)
        XCTAssertEqual(navigation.viewControllers, [first, second])
        withExtendedLifetime(window) {}
    }

    func testAnInterruptibleAnimatorIsDrivenInstead() async throws {
        @MainActor final class PropertyAnimatorSlide: NSObject, UIViewControllerAnimatedTransitioning {
            var animator: UIViewPropertyAnimator?
            var animateCalls = 0
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                animateCalls += 1
                interruptibleAnimator(using: transitionContext).startAnimation()
            }
            func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
                if let animator { return animator }
                let toView = transitionContext.view(forKey: .to)!
                let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
                transitionContext.containerView.addSubview(toView)
                toView.frame = final.offsetBy(dx: final.width, dy: 0)
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { toView.frame = final }
                animator.addCompletion { position in
                    transitionContext.completeTransition(position == .end)
                }
                self.animator = animator
                return animator
            }
        }
        @MainActor final class Delegate: UINavigationControllerDelegate {
            let animator = PropertyAnimatorSlide()
            let interaction = UIPercentDrivenInteractiveTransition()
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = Delegate()
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        let second = UIViewController()
        navigation.pushViewController(second, animated: true)
        XCTAssertEqual(delegate.animator.animateCalls, 0, "the interruptible animator is driven, not animateTransition")
        let animator = try XCTUnwrap(delegate.animator.animator)
        delegate.interaction.update(0.4)
        XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 0.001)
        XCTAssertFalse(animator.isRunning)
        delegate.interaction.cancel()
        XCTAssertTrue(animator.isReversed, "cancelling runs the animator back")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(second.parent)
        withExtendedLifetime(window) {}
    }

    func testWithoutAnInteractionControllerTheTransitionIsNotInteractive() async throws {
        let log = NavigationLog()
        let navigation = UINavigationController(rootViewController: LoggingController("A", log: log))
        let delegate = InteractiveNavigationDelegate(log: log)
        delegate.interaction = nil
        navigation.delegate = delegate
        let window = NavigationFixtures.window(root: navigation)
        navigation.pushViewController(LoggingController("B", log: log), animated: true)
        XCTAssertEqual(delegate.animator.context?.isInteractive, false)
        XCTAssertEqual(navigation.transitionCoordinator?.isInteractive, false)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(delegate.animator.completedWith, true)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        withExtendedLifetime(window) {}
    }

    func testInteractiveDismissalCancelsThenFinishes() async throws {
        @MainActor final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let view = transitionContext.view(forKey: .from)!
                let start = view.frame
                UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
                    view.frame = start.offsetBy(dx: 0, dy: 480)
                }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
            }
        }
        @MainActor final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
            let animator = DropAnimator()
            var interaction: UIPercentDrivenInteractiveTransition?
            var asked = 0
            func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? {
                asked += 1
                return interaction
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitions = Transitions()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: false)
        XCTAssertEqual(transitions.asked, 0, "no animator for the presentation: no interaction asked")
        let shown = sheet.view.frame

        transitions.interaction = UIPercentDrivenInteractiveTransition()
        var dismissed = 0
        sheet.dismiss(animated: true) { dismissed += 1 }
        XCTAssertEqual(transitions.asked, 1)
        transitions.interaction?.update(0.5)
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(sheet.view.layer.presentation()!.position.y - shown.midY, 240, accuracy: 2)
        transitions.interaction?.cancel()
        ManualClock.advance(by: 0.5)
        XCTAssertTrue(root.presentedViewController === sheet, "a cancelled dismissal leaves it presented")
        XCTAssertFalse(sheet.isBeingDismissed)
        XCTAssertEqual(sheet.view.frame, shown)
        XCTAssertNotNil(sheet.view.window)
        XCTAssertEqual(dismissed, 0)

        transitions.interaction = UIPercentDrivenInteractiveTransition()
        sheet.dismiss(animated: true) { dismissed += 1 }
        transitions.interaction?.update(0.8)
        transitions.interaction?.finish()
        ManualClock.advance(by: 0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(dismissed, 1)
        XCTAssertNil(sheet.view.window)
    }

    func testEdgeSwipeHasAnInteractiveCoordinator() async throws {
        let log = NavigationLog()
        let first = LoggingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let window = NavigationFixtures.window(root: navigation)
        let second = LoggingController("B", log: log)
        navigation.pushViewController(second, animated: false)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.view.addSubview(marker)
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 3, y: 400))
        input.advance(by: 0.05)
        input.touchMove(1, to: CGPoint(x: 20, y: 400))
        let coordinator = try XCTUnwrap(navigation.transitionCoordinator, "UIKit: the swipe's pop has a coordinator")
        XCTAssertTrue(coordinator.isInteractive)
        XCTAssertTrue(coordinator.initiallyInteractive)
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { context in changes.append(context.isCancelled) }
        var cancelledAtEnd: Bool?
        coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { context in cancelledAtEnd = context.isCancelled })
        for x in stride(from: 30, through: 80, by: 10) {
            input.advance(by: 0.05)
            input.touchMove(1, to: CGPoint(x: CGFloat(x), y: 400))
        }
        XCTAssertGreaterThan(coordinator.percentComplete, 0.1)
        ManualClock.advance(by: 0.01)
        let opacity = marker.layer.presentation()!.opacity
        XCTAssertTrue(opacity > 0.6 && opacity < 0.95, "the alongside animation follows the finger (\(opacity))")
        input.advance(by: 0.3)
        input.touchUp(1)
        XCTAssertEqual(changes, [true], "let go early: the interaction ends cancelled")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(cancelledAtEnd, true)
        XCTAssertEqual(marker.alpha, 1)
        XCTAssertEqual(navigation.viewControllers, [first, second])
        XCTAssertNil(navigation.transitionCoordinator)
    }
}
