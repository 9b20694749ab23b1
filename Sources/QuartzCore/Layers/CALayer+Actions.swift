internal import CMainThread
// Actions run by property changes: before an animatable property changes, the layer asks for
// its action (`action(forKey:)`); after the change, the action runs. An animation added this
// way that names no values animates from the value shown before the change.
extension CALayer {
    /// The action for a change of `key` about to happen, with the value shown before it; nil
    /// when there is none (actions disabled by the transaction, or none found).
    func beginAnimatableChange(_ key: String) -> PendingLayerAction? {
        // UIKit: a view's layer has no implicit animations outside animation blocks — the view
        // answers NSNull, which ends the search before `actions`, `style` and the class's
        // defaults. Asked for every geometry change of a layout pass, so when the owner keeps
        // that rule (and nothing overrides the look-up) the answer is known without the search,
        // the transaction's flag or the owner's hook. Off the main thread the view is not asked
        // (its layer then follows the standalone rules): the full search runs there.
        if flags.contains(.ownerDeclinesActionsOutsideBlocks), openuikit_is_main_thread(),
           openuikit_open_view_animation_blocks() == 0 {
            return nil
        }
        guard !flags.contains(.showsPresentation), !CATransaction.disableActions() else { return nil }
        guard let action = action(forKey: key) else { return nil }
        let shown = presentationState(at: CACurrentMediaTime(), base: key)?.values[key] ?? AnimatableKeyPath.value(of: self, base: key)
        return PendingLayerAction(layer: self, key: key, action: action, previousValue: shown)
    }

    /// The shape of an animatable property's setter: ask for the action first (it starts from
    /// the value shown now), refuse an invalid value with a log line (keeping the old one),
    /// store, mark the layer for the compositor, then run the action. Inlined into each
    /// setter (the closures are not escaping), so it costs what the code written out did.
    @inline(__always)
    func setAnimatable(_ key: String, _ store: () -> Void) {
        let change = beginAnimatableChange(key)
        store()
        noteAppearanceChange(key)
        change?.finish()
    }

    @inline(__always)
    func setAnimatable(_ key: String, valid: Bool, _ value: @autoclosure () -> String, _ store: () -> Void) {
        let change = beginAnimatableChange(key)
        guard valid else { return Self.reportInvalid(key, value()) }
        store()
        noteAppearanceChange(key)
        change?.finish()
    }

    /// The value `key` shows now: its animations' value while they run, else the model's
    /// (not Apple API; UIKit's view animations start from it).
    @_spi(UIKit)
    public func _presentationValue(forKey key: String) -> Any? {
        let base = AnimatableKeyPath.split(key).base
        var state = presentationState(at: CACurrentMediaTime(), base: base) ?? PresentationState(layer: self)
        return state.value(at: key)
    }

    /// The model value at an animatable key path, of the type animations carry (numbers as
    /// `CGFloat`, colors as `CGColor`); nil for a key that does not animate (not Apple API).
    @_spi(UIKit)
    public func _modelValue(forKeyPath keyPath: String) -> Any? {
        var state = PresentationState(layer: self)
        return state.value(at: keyPath)
    }

    /// Writes a model value read with `_modelValue(forKeyPath:)` back through the layer's
    /// setter (so the usual actions and side effects run) (not Apple API).
    @_spi(UIKit)
    public func _setModelValue(_ value: Any, forKeyPath keyPath: String) {
        let base = AnimatableKeyPath.split(keyPath).base
        var state = PresentationState(layer: self)
        state.set(value, at: keyPath)
        guard let whole = state.values[base] else { return }
        switch base {
        case "position": if let v = whole as? CGPoint { position = v }
        case "bounds": if let v = whole as? CGRect { bounds = v }
        case "anchorPoint": if let v = whole as? CGPoint { anchorPoint = v }
        case "opacity": if let v = AnimationValueMath.number(whole) { opacity = Float(v) }
        case "transform": if let v = whole as? CATransform3D { transform = v }
        case "sublayerTransform": if let v = whole as? CATransform3D { sublayerTransform = v }
        case "backgroundColor": if let v = whole as? CGColor { backgroundColor = v }
        case "borderColor": if let v = whole as? CGColor { borderColor = v }
        case "shadowColor": if let v = whole as? CGColor { shadowColor = v }
        case "cornerRadius": if let v = AnimationValueMath.number(whole) { cornerRadius = CGFloat(v) }
        case "borderWidth": if let v = AnimationValueMath.number(whole) { borderWidth = CGFloat(v) }
        case "zPosition": if let v = AnimationValueMath.number(whole) { zPosition = CGFloat(v) }
        case "shadowOpacity": if let v = AnimationValueMath.number(whole) { shadowOpacity = Float(v) }
        case "shadowRadius": if let v = AnimationValueMath.number(whole) { shadowRadius = CGFloat(v) }
        case "shadowOffset": if let v = whole as? CGSize { shadowOffset = v }
        case "contentsRect": if let v = whole as? CGRect { contentsRect = v }
        case "contentsCenter": if let v = whole as? CGRect { contentsCenter = v }
        default: setValue(whole, forKey: base)
        }
    }
}

/// An action found before a property change, run after it.
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
