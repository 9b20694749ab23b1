import XCTest
import UIKit
import UIKitTesting

/// Records its view and appearance callbacks.
@MainActor
private final class AppearanceLoggingController: UIViewController {
    var log: [String] = []
    override func viewDidLoad() { super.viewDidLoad(); log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
}

/// Fades the presented view in or out over 0.3 s and completes with the context's cancelled
/// flag, as animators written for UIKit do.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var observed: [String] = []
    var presentedController: AppearanceLoggingController?
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return }
        observed.append("animate: \(presentedController?.log ?? [])")
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        observed.append("view added: \(presentedController?.log ?? [])")
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear], animations: {
            view.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A presentation controller that takes the presenter's view out of the window, as UIKit's
/// full-screen presentations do.
@MainActor
private final class CoveringPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

@MainActor
private final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator = FadeAnimator(presenting: true)
    let dismissAnimator = FadeAnimator(presenting: false)
    var interaction: UIPercentDrivenInteractiveTransition?
    var removesPresenter = false
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        removesPresenter ? CoveringPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// UIKit: a presentation's appearance callbacks follow its transition: viewWillAppear before
/// the animator runs, viewDidAppear once it completes the transition, and a cancelled
/// interactive dismissal brings the presented controller back with viewWillAppear and
/// viewDidAppear.
@MainActor
final class CustomPresentationAppearanceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func present() -> (UIWindow, AppearanceLoggingController, AppearanceLoggingController, FadeTransitions) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = AppearanceLoggingController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.log.removeAll()
        let transitions = FadeTransitions()
        let modal = AppearanceLoggingController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = transitions
        transitions.presentAnimator.presentedController = modal
        transitions.dismissAnimator.presentedController = modal
        root.present(modal, animated: true)
        return (window, root, modal, transitions)
    }

    func testViewDidAppearWaitsForTheAnimatorToCompleteTheTransition() async throws {
        let (window, root, modal, transitions) = present()
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(transitions.presentAnimator.observed, [
            "animate: [\"viewDidLoad\", \"viewWillAppear\"]",
            // Adding the view to the window does not end the appearance transition.
            "view added: [\"viewDidLoad\", \"viewWillAppear\"]",
        ])
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(modal.log, ["viewDidLoad", "viewWillAppear"])
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(modal.log, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(root.log, [], "a custom presentation keeps the presenter's view: no callbacks for it")
    }

    func testDismissalDisappearsAtTheStartAndEndOfTheTransition() async throws {
        let (window, root, modal, transitions) = present()
        defer { withExtendedLifetime(window) {} }
        ManualClock.advance(by: 0.4)
        modal.log.removeAll()
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        XCTAssertEqual(transitions.dismissAnimator.observed.first, "animate: [\"viewWillDisappear\"]")
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(modal.log, ["viewWillDisappear"])
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(modal.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertTrue(dismissed)
        XCTAssertEqual(root.log, [])
    }

    func testCancelledInteractiveDismissalBringsThePresentedControllerBack() async throws {
        let (window, root, modal, transitions) = present()
        defer { withExtendedLifetime(window) {} }
        ManualClock.advance(by: 0.4)
        modal.log.removeAll()
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        modal.dismiss(animated: true)
        interaction.update(0.2)
        XCTAssertEqual(modal.log, ["viewWillDisappear"])
        interaction.cancel()
        ManualClock.advance(by: 0.5)
        XCTAssertTrue(root.presentedViewController === modal, "the cancelled dismissal leaves it presented")
        XCTAssertEqual(modal.log, ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])

        // The next dismissal disappears again.
        modal.log.removeAll()
        transitions.interaction = nil
        modal.dismiss(animated: true)
        ManualClock.advance(by: 0.4)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(modal.log, ["viewWillDisappear", "viewDidDisappear"])
    }

    func testAPresentationThatRemovesThePresenterViewSendsItsCallbacksInOrder() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = AppearanceLoggingController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.log.removeAll()
        let transitions = FadeTransitions()
        transitions.removesPresenter = true
        let modal = AppearanceLoggingController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = transitions
        root.present(modal, animated: true)
        XCTAssertEqual(root.log, ["viewWillDisappear"])
        XCTAssertEqual(modal.log, ["viewDidLoad", "viewWillAppear"])
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(root.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(modal.log, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertNil(root.viewIfLoaded?.window)

        root.log.removeAll(); modal.log.removeAll()
        modal.dismiss(animated: true)
        XCTAssertEqual(root.log, ["viewWillAppear"], "the presenter's view is back, its viewDidAppear waits")
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(root.log, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(modal.log, ["viewWillDisappear", "viewDidDisappear"])
    }
}
