// Motion effects are kept on the view and applied at every frame by `MotionEffectCenter`
// (to the presentation, as UIKit does).
extension UIView {
    public var motionEffects: [UIMotionEffect] {
        get { extras?.motionEffects ?? [] }
        set {
            ensureExtras().motionEffects = newValue
            if newValue.isEmpty { MotionEffectCenter.shared.unregister(self) } else { MotionEffectCenter.shared.register(self) }
        }
    }

    /// UIKit: adding an effect that is already there does nothing.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        ensureExtras().motionEffects.append(effect)
        MotionEffectCenter.shared.register(self)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        extras?.motionEffects.removeAll { $0 === effect }
        if motionEffects.isEmpty { MotionEffectCenter.shared.unregister(self) }
    }
}
