// Animating keys a layer subclass adds (a ring's "progress", stored with
// `setValue(_:forKey:)` where iOS code declares `@NSManaged var progress: CGFloat`): Core
// Animation treats them as it treats its own properties — a change asks for an action, an
// animation of the key interpolates it in the presentation layer, and when the class answers
// `needsDisplay(forKey:)` with true the layer is redrawn every frame as its presentation
// layer, whose `presentation()` is itself.
extension CALayer {
    /// The value of a key the framework does not animate itself, as animations carry it
    /// (numbers as `CGFloat`); nil when it is not a number, point, size, rectangle, color or
    /// transform (or not set, and with no `defaultValue(forKey:)`).
    func customAnimatableValue(forKey key: String) -> Any? {
        let stored = AnimationValueMath.plain(value(forKey: key))
        if let number = AnimationValueMath.number(stored) { return CGFloat(number) }
        switch stored {
        case is CGPoint, is CGSize, is CGRect, is CATransform3D: return stored
        case let color as CGColor: return color
        default: return nil
        }
    }

    /// Stores an animated value of a custom key without the setter's side effects (no
    /// action, no redisplay), keeping the type the key holds: code that reads it back
    /// (`value(forKey: "progress") as? Double`) sees the type it stored.
    func setCustomAnimatableValue(_ value: Any, forKey key: String) {
        let slot = Self.customKeyPrefix + key
        let previous = extras?.values[slot]
        var stored = value
        if let number = AnimationValueMath.number(value) {
            switch previous {
            case is Double: stored = number
            case is Float: stored = Float(number)
            case is CGFloat: stored = CGFloat(number)
            case is Int: stored = Int(number.rounded())
            case is NSNumber: stored = NSNumber(value: number)
            default: stored = CGFloat(number)
            }
        }
        ensureExtras().values[slot] = stored
    }

    /// Whether an animation changes a key whose change redisplays the layer
    /// (`needsDisplay(forKey:)`): the layer is then drawn again every frame it runs.
    func animationRedisplays(_ animation: CAAnimation) -> Bool {
        if let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath {
            return type(of: self).needsDisplay(forKey: AnimatableKeyPath.split(keyPath).base)
        }
        if let group = animation as? CAAnimationGroup {
            return group.animations?.contains { animationRedisplays($0) } ?? false
        }
        return false
    }

    /// Runs `display` with the layer standing for its presentation layer: the animated
    /// values of its custom keys that redisplay it are stored for the call, and
    /// `presentation()` answers the layer itself. // Core Animation: a layer whose animated
    /// key needs display is drawn as its presentation layer (a copy with the animated values),
    /// so `draw(in:)` reading `self.progress` and `display()` reading
    /// `presentation()?.progress` both see the animated value.
    func displayingPresentation(_ display: () -> Void) {
        // The presentation state is worked out only when an animation's key redisplays the layer
        // (most animated layers move, fade or resize: their display needs none of it).
        guard let animations = extras?.animations, animations.contains(where: { animationRedisplays($0.animation) }),
              let state = presentationState(at: CACurrentMediaTime()) else { return display() }
        let keys = state.keys.filter { !AnimatableKeyPath.isBuiltIn($0, of: self) && type(of: self).needsDisplay(forKey: $0) }
        guard !keys.isEmpty else { return display() }
        var saved: [(slot: String, value: Any?)] = []
        for key in keys {
            guard let value = state.values[key] else { continue }
            let slot = Self.customKeyPrefix + key
            saved.append((slot, extras?.values[slot]))
            setCustomAnimatableValue(value, forKey: key)
        }
        flags.insert(.displaysPresentation)
        display()
        flags.remove(.displaysPresentation)
        for (slot, value) in saved.reversed() { extras?.values[slot] = value }
    }
}
