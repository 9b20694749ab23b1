/// The animator handed to a context menu's delegate: the menu appears and goes at once, so the
/// animations run at once and then the completions (after the menu is on screen or gone).
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController? = nil) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func run() {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
