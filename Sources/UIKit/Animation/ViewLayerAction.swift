@_spi(UIKit) @_spi(Platform) import QuartzCore

/// The action a view gives its layer for a property change inside an animation block
/// (UIKit returns a `CABasicAnimation`; `ViewSpringLayerAction` for spring blocks): set up with
/// the block's timing for inspection; run after the change, it hands the change (old and new
/// values) to the block, which adds the animations that show it. Like every Core Animation
/// class it is not main-actor isolated; it runs on the main thread (a view's layer changing
/// inside an animation block).
final class ViewLayerAction: CABasicAnimation {
    fileprivate var pending: PendingViewChange?

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let pending, let layer = anObject as? CALayer else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        pending.runOnMainThread(on: layer, key: event)
    }
}

/// The action for a property change inside a spring animation block (UIKit returns a
/// `CASpringAnimation` there).
final class ViewSpringLayerAction: CASpringAnimation {
    fileprivate var pending: PendingViewChange?

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let pending, let layer = anObject as? CALayer else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        pending.runOnMainThread(on: layer, key: event)
    }
}

/// A change about to happen inside an animation block: the block, and the values before.
@MainActor
struct PendingViewChange {
    let block: ViewAnimationBlock
    let oldValue: Any
    let shownValue: Any

    /// The action for the change: an animation set up like the ones the block will add.
    func makeAction(key: String) -> CABasicAnimation {
        let timing = block.timing
        let action: CABasicAnimation
        if case let .spring(spring) = timing.curve {
            let springAction = ViewSpringLayerAction()
            springAction.mass = spring.mass
            springAction.stiffness = spring.stiffness
            springAction.damping = spring.damping
            springAction.initialVelocity = spring.initialVelocity
            springAction.pending = self
            action = springAction
        } else {
            let basicAction = ViewLayerAction()
            basicAction.pending = self
            action = basicAction
        }
        action.keyPath = key
        action.fromValue = shownValue
        action.duration = timing.duration
        action.timingFunction = timing.curve.timingFunction
        action.repeatCount = timing.effectiveRepeatCount
        action.autoreverses = timing.autoreverses
        action.fillMode = .both
        return action
    }

    /// Runs `run(on:key:)` from a layer action (which runs on the main thread, where views are
    /// changed).
    nonisolated func runOnMainThread(on layer: CALayer, key: String) {
        nonisolated(unsafe) let layer = layer
        MainActor.assumeIsolated { run(on: layer, key: key) }
    }

    /// After the change: the block animates it (nothing when the value stayed).
    func run(on layer: CALayer, key: String) {
        guard let newValue = layer._modelValue(forKeyPath: key) else { return }
        let change = ViewPropertyChange(layer: layer, key: key, oldValue: oldValue, shownValue: shownValue, newValue: newValue)
        guard change.changes else { return }
        block.sink.record(change, in: block)
    }
}
