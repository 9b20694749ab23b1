@_spi(Platform) @_spi(UIKit) import QuartzCore
@_spi(Diagnostics) import CoreGraphics

// UIKit's older animation API: changes made between `beginAnimations(_:context:)` and
// `commitAnimations()` form one animation configured by the `setAnimation…` calls. As with the
// block API (see `ViewAnimationCenter`), changes apply to the model at once and animate on
// screen; the delegate hears when the animations start and stop.
//
// Porting from iOS: the will-start and did-stop selectors are sent to the delegate with the
// animation ID (or "") as their only argument: write them as `func animationDidStop(_ id: String)`
// with `Selector("animationDidStop:finished:context:", MyClass.animationDidStop)`.
extension UIView {
    /// The transition types of `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft = 1
        case flipFromRight = 2
        case curlUp = 3
        case curlDown = 4
    }

    /// Starts an animation block; nested blocks are committed on their own.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        AnimationTransactionStack.shared.begin(id: animationID)
    }

    /// Ends the innermost animation block and starts its animation.
    public static func commitAnimations() {
        AnimationTransactionStack.shared.commit()
    }

    /// UIKit: 0.2 seconds unless set.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        AnimationTransactionStack.shared.configure("setAnimationDuration(_:)") { $0.duration = duration }
    }

    public static func setAnimationDelay(_ delay: TimeInterval) {
        AnimationTransactionStack.shared.configure("setAnimationDelay(_:)") { $0.delay = delay }
    }

    /// Starts the animation at `startDate` (a delay from now).
    public static func setAnimationStart(_ startDate: Date) {
        AnimationTransactionStack.shared.configure("setAnimationStart(_:)") {
            $0.delay = max(0, startDate.timeIntervalSinceNow)
        }
    }

    public static func setAnimationCurve(_ curve: AnimationCurve) {
        AnimationTransactionStack.shared.configure("setAnimationCurve(_:)") { $0.curve = curve }
    }

    /// How many times the animation runs (fractions run part of a cycle).
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        AnimationTransactionStack.shared.configure("setAnimationRepeatCount(_:)") { $0.repeatCount = repeatCount }
    }

    /// Whether each cycle runs forward, then back.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        AnimationTransactionStack.shared.configure("setAnimationRepeatAutoreverses(_:)") { $0.autoreverses = repeatAutoreverses }
    }

    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        AnimationTransactionStack.shared.configure("setAnimationBeginsFromCurrentState(_:)") {
            $0.beginsFromCurrentState = fromCurrentState
        }
    }

    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        AnimationTransactionStack.shared.configure("setAnimationTransition(_:for:cache:)") { $0.transition = transition }
    }

    /// The object sent the will-start and did-stop selectors (held until the animation ends).
    public static func setAnimationDelegate(_ delegate: Any?) {
        AnimationTransactionStack.shared.configure("setAnimationDelegate(_:)") { $0.delegate = delegate }
    }

    public static func setAnimationWillStart(_ selector: Selector?) {
        AnimationTransactionStack.shared.configure("setAnimationWillStart(_:)") { $0.willStart = selector }
    }

    public static func setAnimationDidStop(_ selector: Selector?) {
        AnimationTransactionStack.shared.configure("setAnimationDidStop(_:)") { $0.didStop = selector }
    }
}

/// The animation blocks begun and not yet committed.
@MainActor
final class AnimationTransactionStack {
    static var shared: AnimationTransactionStack { FrameworkEnvironment.animationTransactions }

    struct Block {
        var id: String?
        var duration: TimeInterval = 0.2
        var delay: TimeInterval = 0
        var curve: UIView.AnimationCurve = .easeInOut
        var repeatCount: Float = 0
        var autoreverses = false
        var beginsFromCurrentState = false
        var transition: UIView.AnimationTransition = .none
        var delegate: Any?
        var willStart: Selector?
        var didStop: Selector?
        /// The block's changes become animations while it is open.
        var viewBlock: ViewAnimationBlock?
        var state: ViewAnimationState?

        var timing: ViewAnimationTiming {
            var options: UIView.AnimationOptions = []
            if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
            if autoreverses { options.insert(.autoreverse) }
            var timing = ViewAnimationTiming(duration: duration, delay: delay, curve: ViewAnimationCurve(curve), options: options)
            timing.repeatCount = repeatCount.isFinite || repeatCount > 0 ? max(0, repeatCount) : 0
            return timing
        }
    }

    private var blocks: [Block] = []

    init() {}

    func begin(id: String?) {
        var block = Block(id: id)
        let state = ViewAnimationState(completion: nil)
        block.state = state
        block.viewBlock = ViewAnimationCenter.shared.begin(block.timing, sink: state)
        blocks.append(block)
    }

    func configure(_ api: String, _ change: (inout Block) -> Void) {
        guard !blocks.isEmpty else {
            FrameworkLog.log("UIView.\(api) outside beginAnimations/commitAnimations; ignored")
            return
        }
        change(&blocks[blocks.count - 1])
        let block = blocks[blocks.count - 1]
        // Changes made from now on (and `inheritedAnimationDuration`) see the new settings.
        block.viewBlock?.timing = block.timing
    }

    /// Ends the block: the settings apply to every animation it made (UIKit configures the
    /// whole block at commit), and the delegate hears when they start and stop.
    func commit() {
        guard let block = blocks.popLast(), let state = block.state, let viewBlock = block.viewBlock else {
            FrameworkLog.log("UIView.commitAnimations() without beginAnimations(_:context:); ignored")
            return
        }
        let center = ViewAnimationCenter.shared
        center.end(viewBlock)
        let timing = viewBlock.timing
        for (layer, animation) in state.added {
            animation.duration = timing.duration
            animation.timingFunction = timing.curve.timingFunction
            animation.repeatCount = timing.effectiveRepeatCount
            animation.autoreverses = timing.autoreverses
            if timing.delay > 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + timing.delay }
            layer._animationTimingDidChange()
        }
        let delegate = block.delegate
        let id = block.id ?? ""
        if let willStart = block.willStart {
            state.onStart = { willStart.perform(on: delegate, sender: id, event: nil) }
        }
        if let didStop = block.didStop {
            state.completion = { _ in didStop.perform(on: delegate, sender: id, event: nil) }
        }
        state.close()
    }
}
