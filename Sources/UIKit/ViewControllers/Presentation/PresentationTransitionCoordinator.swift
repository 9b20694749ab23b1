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

    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    /// Set when an interactive pop is let go early (the completions then see it).
    var cancelled = false
    var isCancelled: Bool { cancelled }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
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
            if animationsRan { animation(self) } else { animations.append(animation) }
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

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

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
