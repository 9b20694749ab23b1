/// Collects animations that run alongside a focus update's own (UIKit).
///
/// Environments add animations in `didUpdateFocus(in:with:)`; the focus system runs them in
/// one `UIView.animate` block after every environment was told, then calls the completions.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    var animations: [() -> Void] = []
    var completions: [() -> Void] = []
    /// Once the update's animations started, added animations run at once (UIKit runs late
    /// additions immediately too).
    var hasStarted = false

    override init() {
        super.init()
    }

    /// UIKit's focus animations take about a fifth of a second.
    static let duration: TimeInterval = 0.2

    /// Runs `animations` with the focus update's animations, `completion` after them.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if hasStarted {
            if let animations { UIView.animate(withDuration: Self.duration, animations: animations) }
            completion?()
            return
        }
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// UIKit: animations for the item gaining focus (here in the same block as the others).
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                               completion: (() -> Void)? = nil) {
        let context = FocusAnimationContext(duration: Self.duration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// UIKit: animations for the item losing focus (here in the same block as the others).
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                                 completion: (() -> Void)? = nil) {
        let context = FocusAnimationContext(duration: Self.duration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    func run() {
        hasStarted = true
        let blocks = animations
        let finished = completions
        animations = []
        completions = []
        guard !blocks.isEmpty else {
            for completion in finished { completion() }
            return
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: { for block in blocks { block() } },
                       completion: { _ in for completion in finished { completion() } })
    }
}
