/// The animator handed to the edit menu's delegate: the menu appears and goes at once, so the
/// animations run at once and then the completions.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func run() {
        for animation in animations { animation() }
        for completion in completions { completion() }
        animations = []
        completions = []
    }
}
