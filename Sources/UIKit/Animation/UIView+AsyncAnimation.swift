extension UIView {
    /// The async form of `animate(withDuration:delay:options:animations:completion:)`: it
    /// returns when the animations end, with the completion's `finished` flag (false when
    /// they were removed or replaced before the end).
    @discardableResult
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [],
                               animations: @escaping () -> Void) async -> Bool {
        await withCheckedContinuation { continuation in
            animate(withDuration: duration, delay: delay, options: options, animations: animations) { finished in
                continuation.resume(returning: finished)
            }
        }
    }

    /// The async form of the spring animation
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    @discardableResult
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [],
                               animations: @escaping () -> Void) async -> Bool {
        await withCheckedContinuation { continuation in
            animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                    initialSpringVelocity: velocity, options: options, animations: animations) { finished in
                continuation.resume(returning: finished)
            }
        }
    }
}
