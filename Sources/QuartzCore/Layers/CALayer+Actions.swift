// Actions run by property changes: before an animatable property changes, the layer asks for
// its action (`action(forKey:)`); after the change, the action runs. An animation added this
// way that names no values animates from the value shown before the change.
extension CALayer {
    /// The action for a change of `key` about to happen, with the value shown before it; nil
    /// when there is none (actions disabled by the transaction, or none found).
    func beginAnimatableChange(_ key: String) -> PendingLayerAction? {
        guard !flags.contains(.showsPresentation), !CATransaction.disableActions() else { return nil }
        guard let action = action(forKey: key) else { return nil }
        let shown = presentationState(at: CACurrentMediaTime())?.values[key] ?? AnimatableKeyPath.value(of: self, base: key)
        return PendingLayerAction(layer: self, key: key, action: action, previousValue: shown)
    }

    /// The value `key` shows now: its animations' value while they run, else the model's
    /// (not Apple API; UIKit's view animations start from it).
    @_spi(UIKit)
    public func _presentationValue(forKey key: String) -> Any? {
        var state = presentationState(at: CACurrentMediaTime()) ?? PresentationState(layer: self)
        return state.value(at: key)
    }
}

/// An action found before a property change, run after it.
@MainActor
struct PendingLayerAction {
    let layer: CALayer
    let key: String
    let action: any CAAction
    let previousValue: Any?

    func finish() {
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let previousValue {
            let configured = basic.makeCopy() as! CABasicAnimation
            configured.fromValue = previousValue
            configured.run(forKey: key, object: layer, arguments: nil)
        } else {
            action.run(forKey: key, object: layer, arguments: nil)
        }
    }
}
