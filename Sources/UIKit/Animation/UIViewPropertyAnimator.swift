@_spi(Platform) import QuartzCore

/// A class that animates changes to views and allows the dynamic modification of those
/// animations (UIKit).
///
/// Changes run when the animation starts and apply to the model at once; the animator's
/// timeline (`fractionComplete`, `state`, pausing, stopping, reversing) runs on the
/// framework clock, and completions receive the position where it ended. Differs from
/// UIKit: the changes are not yet interpolated on screen.
@MainActor
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public let curve: UIView.AnimationCurve
    private var animationBlocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var stateStorage: UIViewAnimatingState = .inactive
    private var running = false
    private var startTime: TimeInterval = 0
    private var pausedFraction: CGFloat = 0
    private var endTimer: FrameworkTimer?
    private var delay: TimeInterval = 0

    public required init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
        super.init()
        if let animations { animationBlocks.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Creates and starts an animator.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open var state: UIViewAnimatingState { stateStorage }
    open var isRunning: Bool { running }
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var pausesOnCompletion = false

    /// How far the animation is, 0...1. Setting it pauses (or positions a paused) animator.
    open var fractionComplete: CGFloat {
        get {
            guard running, duration > 0 else { return pausedFraction }
            let elapsed = CACurrentMediaTime() - startTime - delay
            return min(max(pausedFraction + CGFloat(elapsed / duration), 0), 1)
        }
        set {
            guard newValue.isFinite else { return }
            if running { pauseAnimation() }
            if stateStorage == .inactive { activate() }
            pausedFraction = min(max(newValue, 0), 1)
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        animationBlocks.append(animation)
        if stateStorage == .active { animation() }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard stateStorage != .stopped, !running else { return }
        if stateStorage == .inactive { activate() }
        self.delay = delay.isFinite ? max(0, delay) : 0
        startTime = CACurrentMediaTime()
        running = true
        let remaining = Double(1 - pausedFraction) * duration + self.delay
        endTimer?.invalidate()
        endTimer = FrameworkScheduler.shared.schedule(after: remaining) { [weak self] in
            self?.reachedEnd()
        }
    }

    open func pauseAnimation() {
        if stateStorage == .inactive { activate() }
        guard running else { return }
        pausedFraction = fractionComplete
        running = false
        endTimer?.invalidate()
        endTimer = nil
    }

    /// Stops the animation; with `withoutFinishing == false`, call `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard stateStorage == .active else { return }
        endTimer?.invalidate()
        endTimer = nil
        running = false
        stateStorage = .stopped
        if withoutFinishing {
            stateStorage = .inactive
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard stateStorage == .stopped else { return }
        stateStorage = .inactive
        let callbacks = completions
        for completion in callbacks { completion(finalPosition) }
    }

    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        startAnimation()
    }

    private func activate() {
        stateStorage = .active
        for animation in animationBlocks { animation() }
    }

    private func reachedEnd() {
        endTimer = nil
        running = false
        pausedFraction = 1
        if pausesOnCompletion { return }
        stateStorage = .inactive
        let callbacks = completions
        for completion in callbacks { completion(isReversed ? .start : .end) }
    }
}
