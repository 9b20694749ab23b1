@_spi(Diagnostics) import CoreGraphics

// Explicit animations and layer timing (Core Animation). Animations do not change the model:
// the compositor draws the layer with its animations' values (see `LayerAnimationEngine`), and
// `presentation()` reports them.
extension CALayer: CAMediaTiming {
    func _addImpl(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.makeCopy()
        if let property = copy as? CAPropertyAnimation, property.keyPath?.isEmpty ?? true {
            // Core Animation: a property animation without a key path animates the key.
            guard let key, !key.isEmpty else {
                FrameworkLog.log("CALayer.add(_:forKey:): a property animation needs a key path (or a key); not added")
                return
            }
            property.keyPath = key
        }
        copy.prepareForAdding(at: convertTime(CACurrentMediaTime(), from: nil),
                              defaultDuration: CATransaction.animationDuration())
        if let key { removeAnimation(forKey: key) }
        (copy as? CATransition)?.begin(on: self)
        let attached = AttachedAnimation(key: key, animation: copy)
        ensureExtras().animations.append(attached)
        if !MainThread.ifMain(self, { LayerAnimationEngine.shared.layerDidAddAnimation($0) }) {
            // Runs once the main thread takes the layer (see `MainThread`).
            deferToMainThread()
        } else {
            // Completion blocks set in the open transactions wait for it.
            _ = MainThread.ifMain(attached) { TransactionCenter.shared.trackAnimation($0) }
        }
        markCompositeDirty()
    }

    func _animationImpl(forKey key: String) -> CAAnimation? {
        extras?.animations.last { $0.key == key }?.animation
    }

    func _animationKeysImpl() -> [String]? {
        let keys = extras?.animations.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Whether the layer has animations (not Apple API; a cheap test before
    /// `_containsAnimation`).
    @_spi(UIKit)
    public var _hasAnimations: Bool {
        guard let extras else { return false }
        return !extras.animations.isEmpty
    }

    /// Whether one of the layer's animations matches (not Apple API; no allocation, for hit
    /// testing).
    @_spi(UIKit)
    public func _containsAnimation(where predicate: (CAAnimation) -> Bool) -> Bool {
        guard let animations = extras?.animations, !animations.isEmpty else { return false }
        return animations.contains { predicate($0.animation) }
    }

    func _removeAnimationImpl(forKey key: String) {
        guard let extras, let index = extras.animations.firstIndex(where: { $0.key == key }) else { return }
        detach(extras.animations.remove(at: index), finished: false)
        markCompositeDirty()
    }

    func _removeAllAnimationsImpl() {
        guard let extras, !extras.animations.isEmpty else { return }
        let removed = extras.animations
        extras.animations.removeAll()
        for attached in removed { detach(attached, finished: false) }
        markCompositeDirty()
    }

    private func detach(_ attached: AttachedAnimation, finished: Bool) {
        guard !attached.didStop else { return }
        attached.didStop = true
        attached.animation.delegate?.animationDidStop(attached.animation, finished: finished)
        attached.animation.didStop()
    }

    // MARK: CAMediaTiming

    private var timing: LayerTiming {
        if let timing = extras?.timing { return timing }
        let created = LayerTiming()
        ensureExtras().timing = created
        return created
    }

    // Timing values: NaN is refused with a log line (the old value stays); infinities are
    // meaningful (a repeat count of .infinity repeats forever) except for speed and
    // timeOffset, which fall back to 1 and 0.

    var _beginTimeImpl: CFTimeInterval {
        get { extras?.timing?.beginTime ?? 0 }
        set {
            guard !newValue.isNaN else { return Self.reportInvalidTiming("beginTime") }
            timing.beginTime = newValue
            markAnimatedSubtree()
        }
    }

    var _durationImpl: CFTimeInterval {
        get { extras?.timing?.duration ?? 0 }
        set {
            guard !newValue.isNaN else { return Self.reportInvalidTiming("duration") }
            timing.duration = newValue
        }
    }

    var _speedImpl: Float {
        get { extras?.timing?.speed ?? 1 }
        set {
            if !newValue.isFinite { Self.reportInvalidTiming("speed", "\(newValue)", fallback: "1") }
            timing.speed = newValue.isFinite ? newValue : 1
            markAnimatedSubtree()
        }
    }

    var _timeOffsetImpl: CFTimeInterval {
        get { extras?.timing?.timeOffset ?? 0 }
        set {
            if !newValue.isFinite { Self.reportInvalidTiming("timeOffset", "\(newValue)", fallback: "0") }
            timing.timeOffset = newValue.isFinite ? newValue : 0
            markAnimatedSubtree()
        }
    }

    var _repeatCountImpl: Float {
        get { extras?.timing?.repeatCount ?? 0 }
        set {
            guard !newValue.isNaN else { return Self.reportInvalidTiming("repeatCount") }
            timing.repeatCount = newValue
        }
    }

    var _repeatDurationImpl: CFTimeInterval {
        get { extras?.timing?.repeatDuration ?? 0 }
        set {
            guard !newValue.isNaN else { return Self.reportInvalidTiming("repeatDuration") }
            timing.repeatDuration = newValue
        }
    }

    static func reportInvalidTiming(_ name: String, _ value: String = "nan", fallback: String? = nil) {
        let outcome = fallback.map { "using \($0)" } ?? "the assignment is ignored"
        FrameworkLog.log("CALayer.\(name): \(value) is not a valid time value; \(outcome)")
    }

    var _autoreversesImpl: Bool {
        get { extras?.timing?.autoreverses ?? false }
        set { timing.autoreverses = newValue }
    }

    var _fillModeImpl: CAMediaTimingFillMode {
        get { extras?.timing?.fillMode ?? .removed }
        set { timing.fillMode = newValue }
    }

    func _convertTimeImpl(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(forMediaTime: l?.mediaTime(forLocalTime: t) ?? t)
    }

    func _convertTimeImpl(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(forLocalTime: t)
        return l?.localTime(forMediaTime: media) ?? media
    }

    /// The layer's local time at media time `t`: its ancestors' timing applied, root first.
    func localTime(forMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = _superlayer?.localTime(forMediaTime: t) ?? t
        return extras?.timing?.local(parent) ?? parent
    }

    func mediaTime(forLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = extras?.timing?.parent(t) ?? t
        return _superlayer?.mediaTime(forLocalTime: parent) ?? parent
    }

    /// Whether neither this layer nor an ancestor has timing of its own: its local time is
    /// then media time (the common case, views' layers), found with one walk up the tree in
    /// place of one per conversion.
    var hasMediaTimeline: Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer.extras?.timing != nil { return false }
            current = layer._superlayer
        }
        return true
    }

    /// Whether the layer's time stands still (it or an ancestor has a zero speed).
    var isTimeFrozen: Bool {
        var current: CALayer? = self
        while let layer = current {
            if let timing = layer.extras?.timing, timing.speed == 0 { return true }
            current = layer._superlayer
        }
        return false
    }

    /// The timing of an animation the layer runs was changed in place (not Apple API;
    /// UIKit's property animators pause, scrub and reverse their animations this way).
    @_spi(UIKit)
    public func _animationTimingDidChange() {
        markCompositeDirty()
        markAnimatedSubtree()
    }

    /// A timing change moves the animations of the subtree: redraw them.
    private func markAnimatedSubtree() {
        if !MainThread.ifMain(self, { LayerAnimationEngine.shared.timingDidChange(under: $0) }) {
            // The engine only runs layers the main thread handed it; those learn it on adoption.
            if extras?.animations.isEmpty == false || !_sublayers.isEmpty { deferToMainThread() }
        }
    }

    // MARK: Presentation

    /// The values the layer shows at media time `now`; empty without animations in effect.
    func presentationState(at now: CFTimeInterval) -> PresentationState? {
        guard let animations = extras?.animations, !animations.isEmpty else { return nil }
        let local = localTime(forMediaTime: now)
        var state = PresentationState(layer: self)
        for attached in animations {
            attached.animation.apply(at: local, to: &state)
        }
        return state.keys.isEmpty ? nil : state
    }

    /// The values the layer shows at `now` for the base property `base` alone ("position",
    /// "bounds", ...): only the animations that can change it are applied (a property
    /// animation writes its own key path's base and nothing else), so asking for one value
    /// while other properties animate (a view animation starting mid-flight) costs what
    /// that property's animations cost. Nil when none of them is in effect.
    func presentationState(at now: CFTimeInterval, base: String) -> PresentationState? {
        guard let animations = extras?.animations, !animations.isEmpty else { return nil }
        var local: CFTimeInterval?
        var state: PresentationState?
        for attached in animations {
            let animation = attached.animation
            if let property = animation as? CAPropertyAnimation,
               let keyPath = property.keyPath, !AnimatableKeyPath.hasBase(base, keyPath) { continue }
            if local == nil { local = localTime(forMediaTime: now) }
            if state == nil { state = PresentationState(layer: self) }
            animation.apply(at: local!, to: &state!)
        }
        guard let state, !state.keys.isEmpty else { return nil }
        return state
    }

    func _presentationImpl<T: CALayer>() -> T? {
        // Core Animation: a presentation layer's presentation layer is itself.
        if flags.contains(.displaysPresentation) { return self as? T }
        guard let state = presentationState(at: CACurrentMediaTime()) else { return self as? T }
        let copy = makePresentationCopy()
        copy.ensureExtras().presentationModel = self
        copy.flags.insert(.showsPresentation)
        for key in state.keys {
            if let value = state.values[key] { AnimatableKeyPath.set(value, base: key, on: copy) }
        }
        copy.flags.remove(.showsPresentation)
        return (copy as? T) ?? (self as? T)
    }
}
