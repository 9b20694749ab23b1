@_spi(UIKit) @_spi(Platform) import QuartzCore

/// A change of an animatable property of a view's layer inside an animation block: the
/// values before (in the model, and on screen) and after.
@MainActor
struct ViewPropertyChange {
    let layer: CALayer
    let key: String
    let oldValue: Any
    let shownValue: Any
    let newValue: Any

    /// The layer keys UIKit animates in animation blocks (the layer's own implicit
    /// animations are off for views outside them). UIKit: `contents` does not animate;
    /// `cornerRadius` does since iOS 11.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "anchorPoint", "zPosition",
        "sublayerTransform", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "contentsRect", "contentsCenter",
    ]

    /// UIKit (iOS 8 and later): geometry animates additively — each animation adds an offset
    /// running from (old − new) to zero on top of the model, so a new animation blends with
    /// one in flight instead of replacing it (both finish), with or without
    /// `.beginFromCurrentState`. `bounds` animates as `bounds.origin` and `bounds.size`.
    static let additiveKeys: Set<String> = ["position", "bounds", "transform"]

    /// Whether the change is worth animating (UIKit adds nothing when the value stays).
    var changes: Bool { !_CAValueMath.isEqual(oldValue, newValue) }

    /// The animations that show the change, by key path: additive offsets for geometry,
    /// else an absolute animation from the old value — or from the value on screen with
    /// `.beginFromCurrentState` or while an animation of the key runs (it is replaced).
    func animatedValues(beginFromCurrentState: Bool) -> [(keyPath: String, from: Any, to: Any, additive: Bool)] {
        if Self.additiveKeys.contains(key), canAnimateAdditively {
            if key == "bounds", let old = oldValue as? CGRect, let new = newValue as? CGRect {
                var parts: [(String, Any, Any, Bool)] = []
                if old.origin != new.origin {
                    parts.append(("bounds.origin", CGPoint(x: old.minX - new.minX, y: old.minY - new.minY), CGPoint.zero, true))
                }
                if old.size != new.size {
                    parts.append(("bounds.size", CGSize(width: old.width - new.width, height: old.height - new.height),
                                  CGSize.zero, true))
                }
                return parts
            }
            if let offset = _CAValueMath.subtract(oldValue, newValue) {
                return [(key, offset, _CAValueMath.zero(like: offset), true)]
            }
        }
        let running = layer.animation(forKey: key) != nil
        let from = beginFromCurrentState || running ? shownValue : oldValue
        return [(key, from, newValue, false)]
    }

    /// UIKit's additive transforms break on a transform that cannot be undone (a zero
    /// scale); those (and 3D ones) animate absolutely here.
    private var canAnimateAdditively: Bool {
        guard key == "transform" else { return true }
        guard let old = oldValue as? CATransform3D, let new = newValue as? CATransform3D else { return false }
        return _CAValueMath.isInvertibleAffine(new) && _CAValueMath.isInvertibleAffine(old)
    }

    /// A key for an animation of `keyPath` not yet used on the layer (additive animations
    /// stack: "position", "position-2", ...).
    static func freeKey(for keyPath: String, on layer: CALayer, additive: Bool) -> String {
        guard additive, layer.animation(forKey: keyPath) != nil else { return keyPath }
        var index = 2
        while layer.animation(forKey: "\(keyPath)-\(index)") != nil { index += 1 }
        return "\(keyPath)-\(index)"
    }
}
