@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The coordinator of a built-in presentation or dismissal (a sheet, a popover) or of a
/// navigation controller's animated push or pop: what
/// `transitionCoordinator` returns while it runs. Animations added before the transition
/// animates run in its animation block; later ones run at once; completions run when it ends,
/// in the order added.
@MainActor
final class PresentationTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    private let fromController: UIViewController
    private let toController: UIViewController
    private weak var fromViewStorage: UIView?
    private weak var toViewStorage: UIView?
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false
    private(set) var finished = false

    init(containerView: UIView, animated: Bool, style: UIModalPresentationStyle, duration: TimeInterval,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?) {
        self.containerView = containerView
        isAnimated = animated
        presentationStyle = style
        transitionDuration = animated ? duration : 0
        fromController = from
        toController = to
        fromViewStorage = fromView
        toViewStorage = toView
        super.init()
    }

    private var initiallyInteractiveStorage = false
    private var interactiveStorage = false
    private var completionSpeedStorage: CGFloat = 1
    private var completionCurveStorage: UIView.AnimationCurve = .easeInOut
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The interaction's progress (0...1) while the transition is interactive.
    var percentStorage: CGFloat = 0
    /// In an interactive transition, the animator that runs the alongside animations.
    weak var alongsideAnimator: UIViewPropertyAnimator?

    var initiallyInteractive: Bool { initiallyInteractiveStorage }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { interactiveStorage }
    /// Set when an interactive pop is let go early (the completions then see it).
    var cancelled = false
    var isCancelled: Bool { cancelled }
    /// UIKit: the interaction's progress; once over, where the transition ended.
    var percentComplete: CGFloat {
        guard finished else { return percentStorage }
        return cancelled ? 0 : 1
    }
    var completionVelocity: CGFloat { completionSpeedStorage }
    var completionCurve: UIView.AnimationCurve { completionCurveStorage }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromViewStorage
        case .to: return toViewStorage
        default: return nil
        }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation {
            if !animationsRan {
                animations.append(animation)
            } else if let alongsideAnimator, alongsideAnimator.state == .active {
                // Interactive: a late animation joins the paused ones, from where they are.
                alongsideAnimator.addAnimations { animation(self) }
            } else {
                animation(self)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// UIKit: the handler runs each time the transition stops or starts being interactive
    /// (not for a transition that never is).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !finished else { return }
        interactionHandlers.append(handler)
    }

    /// The transition is driven by an interaction controller (or the edge swipe).
    func beginInteraction(interactive: Bool, completionSpeed: CGFloat, completionCurve: UIView.AnimationCurve) {
        initiallyInteractiveStorage = interactive
        interactiveStorage = interactive
        completionSpeedStorage = completionSpeed
        completionCurveStorage = completionCurve
    }

    /// The interaction ended (finished or cancelled) or took over again: the handlers hear it.
    func interactionChanged(interactive: Bool, cancelled: Bool) {
        guard interactive != interactiveStorage || cancelled != self.cancelled else { return }
        interactiveStorage = interactive
        if cancelled { self.cancelled = true }
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the animations added so far (call inside the transition's animation block).
    func runAnimations() {
        animationsRan = true
        let pending = animations
        animations = []
        for animation in pending { animation(self) }
    }

    /// Ends the transition: the completions run, and `transitionCoordinator` is nil again.
    func finish() {
        if !animationsRan { runAnimations() }
        finished = true
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
