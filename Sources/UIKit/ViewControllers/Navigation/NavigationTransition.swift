import Foundation

/// One push, pop or stack change in progress: its two controllers, the controllers it adds
/// and removes, and how it is shown.
@MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController?
    let operation: UINavigationController.Operation
    /// The old stack, restored when the transition is cancelled.
    let previousStack: [UIViewController]
    var added: [UIViewController]
    var removed: [UIViewController]
    /// Whether the navigation controller is on screen (appearance callbacks are sent).
    let visible: Bool
    let animated: Bool
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var finished = false
    var cancelled = false

    init(from: UIViewController?, to: UIViewController?, operation: UINavigationController.Operation,
         previousStack: [UIViewController], added: [UIViewController], removed: [UIViewController],
         visible: Bool, animated: Bool) {
        self.from = from
        self.to = to
        self.operation = operation
        self.previousStack = previousStack
        self.added = added
        self.removed = removed
        self.visible = visible
        self.animated = animated
    }
}

/// An interactive pop in progress (the edge swipe).
@MainActor
final class InteractivePopState {
    let transition: NavigationTransition
    var progress: CGFloat = 0
    /// The transition coordinator's alongside animations, paused and following the swipe.
    var alongside: UIViewPropertyAnimator?

    init(transition: NavigationTransition) {
        self.transition = transition
    }

    /// Ends the alongside animations at once (before the transition's completions run).
    func endAlongside(completed: Bool) {
        guard let alongside, alongside.state == .active else { return }
        alongside.stopAnimation(false)
        alongside.finishAnimation(at: completed ? .end : .start)
    }
}
