@_spi(UIKit) @_spi(Platform) import QuartzCore
@_spi(Diagnostics) import CoreGraphics

/// A class that animates changes to views and allows the dynamic modification of those
/// animations (UIKit).
///
/// The animation blocks run when the animator starts (or is first paused or scrubbed): their
/// changes apply to the model at once and animate on screen along the animator's timeline.
/// Pausing holds the animations where they are; `fractionComplete` scrubs them (linearly,
/// with `scrubsLinearly`); reversing runs them back toward the start. Completions receive the
/// position where the animator ended; ending at `.start` puts the start values back in the
/// model, stopping keeps what is on screen.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// UIKit: a non-interruptible animator cannot be paused or stopped (the calls are
    /// ignored here, with a log line).
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// Whether horizontal motion is mirrored in a right-to-left layout (iOS 11; false).
    /// Kept: the animations run as written.
    open var flipsHorizontallyInRightToLeftLayout = false
    /// iOS 26: pending trait, properties and layout updates are applied before each of the
    /// animator's blocks runs (unanimated) and again at its end, inside the animation, so that
    /// what the block's model changes invalidate animates with it; blocks nested in it flush
    /// too (as `UIView.AnimationOptions.flushUpdates` does for `UIView.animate`).
    open var flushUpdates = false

    private var pending: [(animation: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimatorTrack] = []
    private var stateStorage: UIViewAnimatingState = .inactive
    /// The timeline: `fraction` at media time `anchor`, moving `rate` fractions per second
    /// (0 while paused).
    private var fraction: Double = 0
    private var anchor: CFTimeInterval = 0
    private var rate: Double = 0
    private var reversed = false
    /// The pacing of the animations (internal: a captured UIView animation keeps its own).
    var curve: ViewAnimationCurve
    /// The fraction was last set by scrubbing with `scrubsLinearly`: the tracks show it
    /// linearly.
    private var scrubbedLinearly = false
    private var endTimer: FrameworkTimer?
    /// Where the tracks of animation blocks running now begin.
    private var recordingStart: Double = 0

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var length = duration.isFinite ? max(0, duration) : 0
        if let spring = parameters.springTimingParameters, spring.hasPhysics {
            // UIKit: a spring given by its physics lasts until it settles.
            let physics = spring.springParameters(duration: length)
            length = _CAValueMath.settlingDuration(mass: physics.mass, stiffness: physics.stiffness,
                                                   damping: physics.damping, initialVelocity: physics.initialVelocity)
        }
        self.duration = length
        timingParameters = parameters
        curve = parameters.viewAnimationCurve(duration: length)
        super.init()
    }

    /// NSObject's `init()`, which UIKit leaves available: an animator of no duration with
    /// the default cubic timing, so animations added to it take effect once it starts (code
    /// keeps one as a placeholder before making real ones). Assumed: UIKit does not
    /// document what a bare `init()` configures.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pending.append((animations, 0)) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pending.append((animations, 0)) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pending.append((animations, 0)) }
    }

    /// Creates an animator and starts it at once (UIKit: with the curve in `options`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        // iOS 26: `.flushUpdates` in the options makes a flushing animator.
        animator.flushUpdates = options.contains(.flushUpdates)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    open var state: UIViewAnimatingState { stateStorage }
    open var isRunning: Bool { stateStorage == .active && rate != 0 }

    /// Whether the animations run back toward their start. Changing it while running turns
    /// them around where they are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if isRunning {
                fraction = currentFraction
                anchor = max(anchor, CACurrentMediaTime())
                reversed = newValue
                rate = -rate
                applyTimeline()
            } else {
                reversed = newValue
            }
        }
    }

    /// How far along the animations are (0...1) in the direction they run: UIKit (iOS 11
    /// and later) counts a reversed animator's progress from the end, so reversing turns 0.3
    /// into 0.7. Setting it pauses a running animator and shows the animations at that point
    /// (linearly with `scrubsLinearly`).
    open var fractionComplete: CGFloat {
        get { CGFloat(reversed ? 1 - currentFraction : currentFraction) }
        set {
            guard newValue.isFinite else {
                FrameworkLog.log("UIViewPropertyAnimator.fractionComplete: \(newValue) is not a finite number; ignored")
                return
            }
            guard stateStorage != .stopped else { return }
            if isRunning { pauseAnimation() }
            if stateStorage == .inactive { activate() }
            let progress = Double(min(1, max(0, newValue)))
            fraction = reversed ? 1 - progress : progress
            scrubbedLinearly = scrubsLinearly
            applyTimeline()
        }
    }

    private var currentFraction: Double {
        guard rate != 0 else { return fraction }
        let elapsed = max(0, CACurrentMediaTime() - anchor)
        return min(1, max(0, fraction + rate * elapsed))
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Animations added while the animator is active start from the values shown now and
    /// run for the rest of the timeline (after `delayFactor` of what remains).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? Double(min(1, max(0, delayFactor))) : 0
        guard stateStorage == .active else {
            pending.append((animation, CGFloat(factor)))
            return
        }
        let now = currentFraction
        run(animation, startingAt: now + factor * (1 - now))
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard stateStorage != .stopped else {
            FrameworkLog.log("UIViewPropertyAnimator.startAnimation: the animator is stopped; call finishAnimation(at:)")
            return
        }
        guard !isRunning else { return }
        let wait = delay.isFinite ? max(0, delay) : 0
        self.delay = wait
        if stateStorage == .inactive { activate() }
        if scrubbedLinearly { rebaseTracks() }
        fraction = currentFraction
        anchor = CACurrentMediaTime() + wait
        let target = reversed ? 0.0 : 1.0
        if duration > 0, fraction != target {
            rate = (reversed ? -1 : 1) / duration
        } else {
            rate = reversed ? -1 : 1
            fraction = target
        }
        applyTimeline()
    }

    open func pauseAnimation() {
        guard isInterruptible else {
            FrameworkLog.log("UIViewPropertyAnimator.pauseAnimation: the animator is not interruptible; ignored")
            return
        }
        guard stateStorage != .stopped else { return }
        if stateStorage == .inactive { activate() }
        guard rate != 0 else {
            applyTimeline()
            return
        }
        fraction = currentFraction
        rate = 0
        applyTimeline()
    }

    /// Resumes a paused animator: with new timing for the rest of the way (the animations
    /// go on from what they show). The rest lasts `durationFactor` × the animator's duration
    /// (UIKit), or, with 0, what remains of the duration.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard stateStorage == .active, !isRunning else {
            if stateStorage == .inactive { startAnimation() }
            return
        }
        fraction = currentFraction
        if let parameters {
            rebaseTracks()
            timingParameters = parameters
            curve = parameters.viewAnimationCurve(duration: duration)
        } else if scrubbedLinearly {
            rebaseTracks()
        }
        let remaining = reversed ? fraction : 1 - fraction
        anchor = CACurrentMediaTime()
        let time = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) * duration : remaining * duration
        if time > 0 {
            rate = (reversed ? -remaining : remaining) / time
        } else {
            rate = reversed ? -1 : 1
            fraction = reversed ? 0 : 1
        }
        applyTimeline()
    }

    /// Stops the animations where they are: the model takes the values on screen. With
    /// `withoutFinishing`, the animator is done (no completions); otherwise it waits, stopped,
    /// for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else {
            FrameworkLog.log("UIViewPropertyAnimator.stopAnimation: the animator is not interruptible; ignored")
            return
        }
        guard stateStorage == .active else { return }
        endTimer?.invalidate()
        endTimer = nil
        var shown: [(ViewPropertyChange, Any)] = []
        for track in tracks where !shown.contains(where: { $0.0.layer === track.change.layer && $0.0.key == track.change.key }) {
            if let value = track.layer?._presentationValue(forKey: track.change.key) { shown.append((track.change, value)) }
        }
        removeTracks()
        for (change, value) in shown { Self.setModel(value, of: change) }
        rate = 0
        stateStorage = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Finishes a stopped animator: the model takes the end values, the start values, or
    /// keeps what it has (`.current`), and the completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard stateStorage == .stopped else {
            FrameworkLog.log("UIViewPropertyAnimator.finishAnimation(at:): the animator is not stopped; ignored")
            return
        }
        finish(at: finalPosition, changes: finishedChanges)
    }

    // MARK: Internals

    private func activate() {
        stateStorage = .active
        fraction = reversed ? 1 : 0
        let blocks = pending
        pending.removeAll()
        for (animation, delayFactor) in blocks { run(animation, startingAt: Double(delayFactor)) }
    }

    /// Runs an animation block whose changes become tracks starting at `start`.
    private func run(_ animation: () -> Void, startingAt start: Double) {
        recordingStart = min(1, max(0, start))
        let sink = AnimatorSink(animator: self)
        // The block's duration makes changes animate (a zero-duration animator changes at once).
        var timing = ViewAnimationTiming(duration: duration, curve: curve, options: [.overrideInheritedDuration, .overrideInheritedCurve])
        if flushUpdates { timing.options.insert(.flushUpdates) }
        ViewAnimationCenter.shared.run(timing, sink: sink, animations: animation)
    }

    fileprivate func record(_ change: ViewPropertyChange) {
        for part in change.animatedValues(beginFromCurrentState: true) {
            let key = ViewPropertyChange.freeKey(for: part.keyPath, on: change.layer, additive: part.additive)
            let track = AnimatorTrack(layer: change.layer, key: key, keyPath: part.keyPath, from: part.from, to: part.to,
                                      additive: part.additive, startFraction: recordingStart, change: change)
            tracks.append(track)
            apply(track)
        }
    }

    /// A keyframe animation made inside one of the animator's blocks: a track along the
    /// whole timeline (from where the block began).
    fileprivate func recordKeyframes(layer: CALayer, key: String, values: [Any], keyTimes: [NSNumber],
                                     mode: CAAnimationCalculationMode) {
        guard let first = values.first, let last = values.last else { return }
        let change = ViewPropertyChange(layer: layer, key: key, oldValue: first, shownValue: first, newValue: last)
        let track = AnimatorTrack(layer: layer, key: key, keyPath: key, from: first, to: last, additive: false,
                                  startFraction: recordingStart, change: change)
        track.keyframes = (values, keyTimes, mode)
        tracks.removeAll { $0.layer === layer && $0.key == key }
        tracks.append(track)
        apply(track)
    }

    /// The changes the tracks made, one per property.
    private var finishedChanges: [ViewPropertyChange] {
        var changes: [ViewPropertyChange] = []
        for track in tracks where !changes.contains(where: { $0.layer === track.change.layer && $0.key == track.change.key }) {
            changes.append(track.change)
        }
        return changes
    }

    private func apply(_ track: AnimatorTrack) {
        guard let layer = track.layer else { return }
        let pace = scrubbedLinearly ? ViewAnimationCurve.linear : curve
        let animation = track.makeAnimation(duration: duration, curve: pace, fraction: fraction, rate: rate, anchor: anchor)
        layer.add(animation, forKey: track.key)
    }

    /// Shows the timeline: every track's animation, and the timer for its end.
    private func applyTimeline() {
        for track in tracks { apply(track) }
        endTimer?.invalidate()
        endTimer = nil
        guard rate != 0 else { return }
        let target = rate > 0 ? 1.0 : 0.0
        let wait = max(0, anchor - CACurrentMediaTime()) + abs(target - fraction) / abs(rate)
        // The running animator keeps itself alive until it ends.
        endTimer = FrameworkScheduler.shared.schedule(after: wait) { [self] in reachedEnd() }
    }

    /// Lets the tracks go on from what they show now, with whatever pacing comes next.
    private func rebaseTracks() {
        let pace = scrubbedLinearly ? ViewAnimationCurve.linear : curve
        for track in tracks {
            track.rebase(at: fraction, duration: duration, curve: pace, forward: !reversed)
        }
        scrubbedLinearly = false
    }

    private func reachedEnd() {
        endTimer = nil
        fraction = rate > 0 ? 1 : 0
        rate = 0
        if pausesOnCompletion {
            // UIKit: the animator stays active (and can be reversed), without completions.
            applyTimeline()
            return
        }
        finish(at: fraction == 1 ? .end : .start, changes: finishedChanges)
    }

    private func finish(at position: UIViewAnimatingPosition, changes: [ViewPropertyChange]) {
        endTimer?.invalidate()
        endTimer = nil
        removeTracks()
        if position == .start {
            for change in changes { Self.setModel(change.oldValue, of: change) }
        } else if position == .end, stateStorage == .stopped {
            for change in changes { Self.setModel(change.newValue, of: change) }
        }
        stateStorage = .inactive
        reset()
        let callbacks = completions
        completions.removeAll()
        for completion in callbacks { completion(position) }
    }

    private func removeTracks() {
        for track in tracks { track.layer?.removeAnimation(forKey: track.key) }
    }

    private func reset() {
        tracks.removeAll()
        rate = 0
        fraction = 0
        scrubbedLinearly = false
    }

    /// Puts a value in the model without animating (through the view for its alpha and
    /// background color, which the view keeps too).
    private static func setModel(_ value: Any, of change: ViewPropertyChange) {
        UIView.performWithoutAnimation {
            let layer = change.layer
            if let view = layer.delegate as? UIView, view.layer === layer {
                if change.key == "opacity", let number = value as? CGFloat {
                    view.alpha = number
                    return
                }
                if change.key == "backgroundColor", let color = value as? CGColor, view.backgroundColor != nil {
                    view.backgroundColor = UIColor(cgColor: color)
                    return
                }
            }
            layer._setModelValue(value, forKeyPath: change.key)
        }
    }
}

/// Takes the changes of a property animator's animation blocks.
@MainActor
final class AnimatorSink: ViewAnimationSink {
    unowned let animator: UIViewPropertyAnimator

    init(animator: UIViewPropertyAnimator) {
        self.animator = animator
    }

    func record(_ change: ViewPropertyChange, in block: ViewAnimationBlock) {
        animator.record(change)
    }

    func recordKeyframes(layer: CALayer, key: String, values: [Any], keyTimes: [NSNumber], mode: CAAnimationCalculationMode) {
        animator.recordKeyframes(layer: layer, key: key, values: values, keyTimes: keyTimes, mode: mode)
    }
}
