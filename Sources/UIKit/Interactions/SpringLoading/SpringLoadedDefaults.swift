/// UIKit's default behavior: activation is allowed while the drag is over the view.
@MainActor
final class SpringLoadedDefaultBehavior: NSObject, UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool {
        true
    }
}

/// UIKit's default effect blinks the target view as it activates; OpenUIKit dims it while
/// activating and restores it when activated or inactive.
@MainActor
final class SpringLoadedBlinkEffect: NSObject, UISpringLoadedInteractionEffect {
    static let activatingAlpha: CGFloat = 0.5
    private weak var dimmedView: UIView?
    private var savedAlpha: CGFloat = 1

    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext) {
        if context.state == .activating, let view = context.targetView ?? interaction.view, dimmedView == nil {
            dimmedView = view
            savedAlpha = view.alpha
            view.alpha = savedAlpha * Self.activatingAlpha
        } else if context.state != .activating, let view = dimmedView {
            view.alpha = savedAlpha
            dimmedView = nil
        }
    }
}
