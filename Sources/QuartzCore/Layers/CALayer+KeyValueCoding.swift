internal import CMainThread
// Core Animation layers are key-value coding containers: `value(forKey:)` and
// `setValue(_:forKey:)` reach the built-in properties by name and store any other key, and
// `defaultValue(forKey:)` supplies values never set. Swift has no Objective-C runtime, so the
// built-in names are listed here.
extension CALayer {
    static func _defaultValue(forKey key: String) -> Any? {
        switch key {
        case "anchorPoint": return CGPoint(x: 0.5, y: 0.5)
        case "opacity": return Float(1)
        case "transform", "sublayerTransform": return CATransform3DIdentity
        case "contentsRect", "contentsCenter": return CGRect(x: 0, y: 0, width: 1, height: 1)
        case "contentsScale", "rasterizationScale": return CGFloat(1)
        case "contentsGravity": return CALayerContentsGravity.resize
        case "minificationFilter", "magnificationFilter": return CALayerContentsFilter.linear
        case "shadowOffset": return CGSize(width: 0, height: -3)
        case "shadowRadius": return CGFloat(3)
        case "shadowOpacity": return Float(0)
        case "shadowColor", "borderColor": return CGColor.black
        case "isDoubleSided", "doubleSided", "allowsGroupOpacity", "allowsEdgeAntialiasing": return true
        case "bounds", "frame": return CGRect.zero
        case "position": return CGPoint.zero
        case "zPosition", "anchorPointZ", "cornerRadius", "borderWidth": return CGFloat(0)
        case "isHidden", "hidden", "masksToBounds", "isOpaque", "opaque", "needsDisplayOnBoundsChange": return false
        default: return nil
        }
    }

    func _valueImpl(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "anchorPointZ": return anchorPointZ
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "opacity": return opacity
        case "isHidden", "hidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "isDoubleSided", "doubleSided": return isDoubleSided
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "contentsCenter": return contentsCenter
        case "contentsGravity": return contentsGravity
        case "contentsScale": return contentsScale
        case "mask": return mask
        case "name": return name
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        default:
            if let value = extras?.values[Self.customKeyPrefix + key] { return value }
            return type(of: self).defaultValue(forKey: key)
        }
    }

    func _setValueImpl(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "position": if let v = value as? CGPoint { position = v }
        case "frame": if let v = value as? CGRect { frame = v }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        case "zPosition": if let v = Self.number(value) { zPosition = v }
        case "anchorPointZ": if let v = Self.number(value) { anchorPointZ = v }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "sublayerTransform": if let v = value as? CATransform3D { sublayerTransform = v }
        case "opacity": if let v = Self.number(value) { opacity = Float(v) }
        case "isHidden", "hidden": if let v = value as? Bool { isHidden = v }
        case "masksToBounds": if let v = value as? Bool { masksToBounds = v }
        case "isDoubleSided", "doubleSided": if let v = value as? Bool { isDoubleSided = v }
        case "backgroundColor": backgroundColor = value.map { $0 as! CGColor }
        case "cornerRadius": if let v = Self.number(value) { cornerRadius = v }
        case "borderWidth": if let v = Self.number(value) { borderWidth = v }
        case "borderColor": borderColor = value.map { $0 as! CGColor }
        case "shadowColor": shadowColor = value.map { $0 as! CGColor }
        case "shadowOpacity": if let v = Self.number(value) { shadowOpacity = Float(v) }
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowRadius": if let v = Self.number(value) { shadowRadius = v }
        case "shadowPath": shadowPath = value.map { $0 as! CGPath }
        case "contents": contents = value
        case "contentsRect": if let v = value as? CGRect { contentsRect = v }
        case "contentsCenter": if let v = value as? CGRect { contentsCenter = v }
        case "contentsGravity": if let v = value as? CALayerContentsGravity { contentsGravity = v }
        case "contentsScale": if let v = Self.number(value) { contentsScale = v }
        case "mask": mask = value as? CALayer
        case "name": name = value as? String
        case "minificationFilter":
            if let v = value as? CALayerContentsFilter { minificationFilter = v }
            else if let v = value as? String { minificationFilter = CALayerContentsFilter(rawValue: v) }
        case "magnificationFilter":
            if let v = value as? CALayerContentsFilter { magnificationFilter = v }
            else if let v = value as? String { magnificationFilter = CALayerContentsFilter(rawValue: v) }
        default:
            // Core Animation: a change of any key asks for its action (an `@NSManaged`
            // property of a subclass animates implicitly, or through `action(forKey:)`).
            let change = beginAnimatableChange(key)
            ensureExtras().values[Self.customKeyPrefix + key] = value
            if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
            markCompositeDirty()
            change?.finish()
        }
    }

    /// Custom keys share the extras dictionary with internal bookkeeping; the prefix keeps
    /// them apart.
    static let customKeyPrefix = "kvc."

    /// A key-value-coding number as a CGFloat (any numeric type or NSNumber).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// Core Animation's search: the delegate (`NSNull` stops the search), `actions`,
    /// `style["actions"]`, then the class's `defaultAction(forKey:)`; `NSNull` found anywhere
    /// means no action.
    func _actionImpl(forKey event: String) -> (any CAAction)? {
        if let hooks = _ownerHooks, openuikit_is_main_thread() {
            let found = ownerActionUnchecked(hooks, self, event)
            if let action = found { return action is NSNull ? nil : action }
        } else if let action = delegateForThisThread?.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = extras?.actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styleActions = extras?.style?["actions"] as? [String: any CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        let action = type(of: self).defaultAction(forKey: event)
        return action is NSNull ? nil : action
    }
}

/// The owner's action look-up as a plain function: asked for every animatable change (twice
/// per frame change in a layout pass), with its arguments passed as they are (a tuple argument
/// retained each). Called only after `openuikit_is_main_thread()` (see `MainThread`).
@inline(__always)
private func ownerActionUnchecked(_ hooks: any _CALayerGeometryObserver, _ layer: CALayer, _ event: String) -> (any CAAction)? {
    // A closure literal that captures nothing, cast at the call: no global to initialise
    // (a global closure costs a `swift_once` check and a reabstraction thunk per call).
    unsafeBitCast(
        { (hooks: any _CALayerGeometryObserver, layer: CALayer, event: String) in hooks._ownerAction(for: layer, forKey: event) }
            as @MainActor (any _CALayerGeometryObserver, CALayer, String) -> (any CAAction)?,
        to: ((any _CALayerGeometryObserver, CALayer, String) -> (any CAAction)?).self)(hooks, layer, event)
}
