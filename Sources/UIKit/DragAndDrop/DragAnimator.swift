import Foundation

/// The `UIDragAnimating` handed to delegates: their animations run inside the framework's
/// lift, drop or cancel animation, their completions after it.
@MainActor
final class DragAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var hasRun = false

    func addAnimations(_ animations: @escaping () -> Void) {
        // Added after the animation ran: UIKit runs them without animation.
        if hasRun { return animations() }
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Animates `own` and the delegates' animations together over `duration`; then the
    /// delegates' completions, then `completion`.
    func run(duration: TimeInterval, _ own: @escaping () -> Void, completion: @escaping () -> Void) {
        hasRun = true
        let added = animations
        animations = []
        UIView.animate(withDuration: duration, animations: {
            own()
            for animation in added { animation() }
        }, completion: { _ in
            let finished = self.completions
            self.completions = []
            for completion in finished { completion(.end) }
            completion()
        })
    }
}
