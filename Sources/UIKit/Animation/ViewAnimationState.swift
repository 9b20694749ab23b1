@_spi(UIKit) @_spi(Platform) import QuartzCore

/// Where the changes made inside an animation block go.
@MainActor
protocol ViewAnimationSink: AnyObject {
    func record(_ change: ViewPropertyChange, in block: ViewAnimationBlock)
}

/// The animations one animation block added, and its completion (UIKit's animation state,
/// the delegate of every animation the block adds). The completion runs once all of them
/// have stopped: `finished` is true when every one ran to its end, false when one was
/// removed early (by `removeAllAnimations()`, or replaced by a later animation of its
/// property). UIKit: a block that animates nothing completes on the next turn of the run
/// loop, whatever its duration.
@MainActor
final class ViewAnimationState: ViewAnimationSink, @preconcurrency CAAnimationDelegate {
    var completion: ((Bool) -> Void)?
    /// Whether the animated views ignore touches while the animations run (blocks without
    /// `.allowUserInteraction`).
    var blocksInteraction = false
    /// Called once, when the first animation starts (or at completion when none ran).
    var onStart: (() -> Void)?
    private var outstanding = 0
    private var allFinished = true
    private var isOpen = true
    private var completed = false
    /// The animations added (the copies the layers run), for timing set after the changes
    /// (`beginAnimations`/`commitAnimations`).
    private(set) var added: [(layer: CALayer, animation: CAAnimation)] = []
    /// The views whose layers changed (for `.layoutSubviews`).
    private(set) var views: [UIView] = []

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func record(_ change: ViewPropertyChange, in block: ViewAnimationBlock) {
        let timing = block.timing
        noteView(of: change.layer)
        for part in change.animatedValues(beginFromCurrentState: timing.options.contains(.beginFromCurrentState)) {
            let animation = timing.makeAnimation(keyPath: part.keyPath, from: part.from, to: part.to, additive: part.additive)
            timing.configure(animation, on: change.layer)
            add(animation, to: change.layer,
                key: ViewPropertyChange.freeKey(for: part.keyPath, on: change.layer, additive: part.additive))
        }
    }

    /// Adds an animation of this block to `layer`, hearing when it stops.
    func add(_ animation: CAAnimation, to layer: CALayer, key: String) {
        animation.delegate = self
        outstanding += 1
        layer.add(animation, forKey: key)
        if let attached = layer.animation(forKey: key) { added.append((layer, attached)) }
    }

    func noteView(of layer: CALayer) {
        if let view = layer.delegate as? UIView, !views.contains(where: { $0 === view }) { views.append(view) }
    }

    /// The block's closure has run: no more animations come.
    func close() {
        isOpen = false
        views.removeAll()
        if outstanding == 0 {
            FrameworkScheduler.shared.schedule(after: 0) { [self] in complete() }
        }
    }

    func animationDidStart(_ anim: CAAnimation) {
        let start = onStart
        onStart = nil
        start?()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        outstanding -= 1
        // A block replacing its own animation (a property set twice) is not an interruption.
        if !flag, !isOpen { allFinished = false }
        if !isOpen, outstanding <= 0 { complete() }
    }

    private func complete() {
        guard !completed else { return }
        completed = true
        added.removeAll()
        let start = onStart
        onStart = nil
        start?()
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
