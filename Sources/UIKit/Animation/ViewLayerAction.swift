@_spi(UIKit) @_spi(Platform) import QuartzCore

/// The action a view gives its layer for a property change inside an animation block
/// (UIKit returns a `CABasicAnimation`): configured with the block's timing for inspection;
/// run after the change, it hands the change (old and new values) to the block, which adds
/// the animations that show it.
@MainActor
final class ViewLayerAction: CABasicAnimation {
    private var block: ViewAnimationBlock?
    private var oldValue: Any?
    private var shownValue: Any?

    convenience init(block: ViewAnimationBlock, key: String, oldValue: Any, shownValue: Any) {
        self.init()
        self.block = block
        self.oldValue = oldValue
        self.shownValue = shownValue
        keyPath = key
        fromValue = shownValue
        let timing = block.timing
        duration = timing.duration
        timingFunction = timing.curve.timingFunction
        repeatCount = timing.effectiveRepeatCount
        autoreverses = timing.autoreverses
        fillMode = .both
    }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let block, let layer = anObject as? CALayer, let oldValue, let shownValue,
              let newValue = layer._modelValue(forKeyPath: event) else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        let change = ViewPropertyChange(layer: layer, key: event, oldValue: oldValue, shownValue: shownValue, newValue: newValue)
        guard change.changes else { return }
        block.sink.record(change, in: block)
    }
}
