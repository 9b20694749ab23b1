/// The context passed to focusing and unfocusing animations.
@MainActor
final class FocusAnimationContext: NSObject, UIFocusAnimationContext {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }
}
