// Motion effects are kept on the view; without motion sensors none is applied (see
// `UIMotionEffect`).
extension UIView {
    public var motionEffects: [UIMotionEffect] {
        get { extras?.motionEffects ?? [] }
        set { ensureExtras().motionEffects = newValue }
    }

    /// UIKit: adding an effect that is already there does nothing.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        ensureExtras().motionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        extras?.motionEffects.removeAll { $0 === effect }
    }
}
