@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The coordinator of a size change (a rotation): collects the blocks view controllers add in
/// `viewWillTransition(to:with:)`, runs the animations once the new size is laid out, then the
/// completions, in the order they were added. The change is not animated (`isAnimated` false,
/// duration 0): the blocks run at once.
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let targetTransform: CGAffineTransform
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(containerView: UIView, targetTransform: CGAffineTransform) {
        self.containerView = containerView
        self.targetTransform = targetTransform
        super.init()
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    /// A size change has no from and to view controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation { animations.append(animation) }
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

    /// Runs the animations (without animation), then the completions.
    func finish() {
        let animations = self.animations
        self.animations = []
        UIView.performWithoutAnimation {
            for animation in animations { animation(self) }
        }
        finished = true
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }
}
