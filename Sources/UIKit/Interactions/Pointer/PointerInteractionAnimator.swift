/// The animator handed to `willEnter`/`willExit`: after the delegate returns, its animations
/// run in one view animation of `duration` and its completions when that finishes.
@MainActor
final class PointerInteractionAnimator: NSObject, UIPointerInteractionAnimating {
    /// UIKit does not document the pointer's transition time; ours is a short 0.15 s.
    static let duration: TimeInterval = 0.15

    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {
            for animation in animations { animation() }
        }, completion: { finished in
            for completion in completions { completion(finished) }
        })
    }
}
