@_spi(Diagnostics) import CoreGraphics

/// Runs layers' animations: ticks at the display rate while any runs (telling delegates
/// when animations start and stop, removing finished ones), and around each composited frame
/// swaps the animated values into the layers and back, so that the compositor draws the
/// presentation while the model stays untouched.
///
/// Main-thread-only (`@MainActor`): an animation added to a layer on another thread reaches it
/// when the main thread adopts the layer's tree (see `MainThread`).
@MainActor
final class LayerAnimationEngine {
    /// The process's animation engine (`FrameworkEnvironment.animationEngine`).
    static var shared: LayerAnimationEngine { FrameworkEnvironment.animationEngine }

    /// Ticks per second while animations run.
    static let frameRate: Double = 60
    /// How close to an animation's end counts as at it (seconds).
    static let timeTolerance: Double = 1e-9

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private var animated: [ObjectIdentifier: WeakLayer] = [:]
    private var tickTimer: FrameworkTimer?
    /// Model values taken out of layers for the frame being composited.
    private var saved: [(layer: CALayer, key: String, value: Any)] = []

    init() {}

    var hasAnimations: Bool { !animated.isEmpty }

    func layerDidAddAnimation(_ layer: CALayer) {
        animated[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
        scheduleTick(after: 0)
    }

    func timingDidChange(under layer: CALayer) {
        guard !animated.isEmpty else { return }
        for entry in animated.values {
            guard let animatedLayer = entry.layer else { continue }
            var current: CALayer? = animatedLayer
            while let c = current, c !== layer { current = c._superlayer }
            if current != nil { animatedLayer.markCompositeDirty() }
        }
        scheduleTick(after: 0)
    }

    private func scheduleTick(after delay: TimeInterval) {
        if let timer = tickTimer, timer.isValid {
            guard delay < tickDelay(timer) else { return }
            timer.invalidate()
        }
        tickTimer = FrameworkScheduler.shared.schedule(after: max(0, delay)) { [weak self] in
            self?.tick()
        }
        tickDue = CACurrentMediaTime() + max(0, delay)
    }

    /// When the scheduled tick fires (for moving it earlier).
    private var tickDue: CFTimeInterval = 0

    private func tickDelay(_ timer: FrameworkTimer) -> TimeInterval {
        tickDue - CACurrentMediaTime()
    }

    /// Delegate callbacks, removals, and a new frame while animations run. The next tick
    /// comes a frame later while an animation moves, or at the moment one starts or ends
    /// (so completions land on time); none while every animation waits (paused, or held
    /// by a fill mode), so an idle app sleeps.
    private func tick() {
        tickTimer = nil
        let now = CACurrentMediaTime()
        var next: CFTimeInterval?
        for (id, entry) in animated {
            guard let layer = entry.layer, let extras = layer.extras, !extras.animations.isEmpty else {
                animated[id] = nil
                continue
            }
            if let event = update(layer, now: now) { next = min(next ?? event, event) }
            if extras.animations.isEmpty { animated[id] = nil }
        }
        if let next { scheduleTick(after: next - now) }
        TransactionCenter.shared.requestFlush()
    }

    /// Starts and stops the layer's animations at `now`; returns the media time at which
    /// the layer next needs a tick (now, while an animation moves), or nil when none does.
    private func update(_ layer: CALayer, now: CFTimeInterval) -> CFTimeInterval? {
        guard let extras = layer.extras else { return nil }
        // Without timing of its own or its ancestors' (the common case), the layer's times are
        // media times: the same values as the conversions below give, without their walks.
        let mediaTimeline = layer.hasMediaTimeline
        let local = mediaTimeline ? now : layer.localTime(forMediaTime: now)
        // A tick due at an animation's end may read the clock a rounding error early.
        let settled = mediaTimeline ? now + Self.timeTolerance : layer.localTime(forMediaTime: now + Self.timeTolerance)
        let frozen = mediaTimeline ? false : layer.isTimeFrozen
        var next: CFTimeInterval?
        var finished: [AttachedAnimation] = []
        // Core Animation: an animation of a key the class redisplays for draws the layer
        // every frame (and once more when it ends, back at the model value).
        var redisplays = false
        for attached in extras.animations where !attached.didStop {
            let animation = attached.animation
            let phase = animation.phase(at: local)
            if phase != .before, !attached.didStart {
                attached.didStart = true
                animation.delegate?.animationDidStart(animation)
            }
            if animation.speed >= 0, case .after = animation.phase(at: settled) {
                finished.append(attached)
                if layer.animationRedisplays(animation) { redisplays = true }
                continue
            }
            guard !frozen, animation.speed != 0 else { continue }
            if case .active = phase, layer.animationRedisplays(animation) { redisplays = true }
            guard let event = animation.nextEventTime(after: local) else {
                // Running forever (repeating without end): frame after frame.
                if case .active = phase { next = min(next ?? now + 1 / Self.frameRate, now + 1 / Self.frameRate) }
                continue
            }
            let eventMedia = mediaTimeline ? event : layer.mediaTime(forLocalTime: event)
            // Moving: the next frame. Waiting: the moment it starts. Either way, the moment it
            // starts or ends when that comes first.
            // (An event at hand that the clock has not quite reached: look again next frame.)
            var soonest = eventMedia > now + Self.timeTolerance ? eventMedia : now + 1 / Self.frameRate
            if case .active = phase { soonest = min(soonest, now + 1 / Self.frameRate) }
            next = min(next ?? soonest, soonest)
        }
        if !finished.isEmpty {
            let removed = Set(finished.filter { $0.animation.isRemovedOnCompletion }.map(ObjectIdentifier.init))
            extras.animations.removeAll { removed.contains(ObjectIdentifier($0)) }
            for attached in finished {
                attached.didStop = true
                attached.animation.delegate?.animationDidStop(attached.animation, finished: true)
                attached.animation.didStop()
            }
        }
        // Redraw whatever the animations show now (or showed, for those just removed).
        layer.markCompositeDirty()
        if redisplays { layer.setNeedsDisplay() }
        return next
    }

    // MARK: Around a composited frame

    /// Writes the animated values into the layers (called before compositing). Layers whose
    /// animations moved were marked for the compositor by the last tick.
    func showPresentation() {
        guard !animated.isEmpty else { return }
        let now = CACurrentMediaTime()
        for entry in animated.values {
            guard let layer = entry.layer, let state = layer.presentationState(at: now) else { continue }
            layer.flags.insert(.showsPresentation)
            for key in state.keys {
                guard let value = state.values[key], let model = AnimatableKeyPath.value(of: layer, base: key) else { continue }
                saved.append((layer, key, model))
                AnimatableKeyPath.set(value, base: key, on: layer)
            }
            layer.flags.remove(.showsPresentation)
        }
    }

    /// Values written into layers by `showSublayers(of:at:)`, to put back.
    struct ShiftedPresentation {
        fileprivate var undo: [(layer: CALayer, key: String, value: Any)] = []
    }

    /// Writes into `root`'s sublayer tree the values its animations give at media time `time`
    /// (a replicator's delayed copy), starting from the model values; `restore(_:)` puts back
    /// what was shown before.
    func showSublayers(of root: CALayer, at time: CFTimeInterval) -> ShiftedPresentation {
        var shifted = ShiftedPresentation()
        func write(_ value: Any, _ key: String, _ layer: CALayer) {
            guard let current = AnimatableKeyPath.value(of: layer, base: key) else { return }
            shifted.undo.append((layer, key, current))
            AnimatableKeyPath.set(value, base: key, on: layer)
        }
        func visit(_ layer: CALayer) {
            if layer.extras?.animations.isEmpty == false {
                layer.flags.insert(.showsPresentation)
                for entry in saved where entry.layer === layer { write(entry.value, entry.key, layer) }
                if let state = layer.presentationState(at: time) {
                    for key in state.keys { if let value = state.values[key] { write(value, key, layer) } }
                }
                layer.flags.remove(.showsPresentation)
            }
            for sublayer in layer._sublayers { visit(sublayer) }
        }
        for sublayer in root._sublayers { visit(sublayer) }
        return shifted
    }

    func restore(_ shifted: ShiftedPresentation) {
        for (layer, key, value) in shifted.undo.reversed() {
            layer.flags.insert(.showsPresentation)
            AnimatableKeyPath.set(value, base: key, on: layer)
            layer.flags.remove(.showsPresentation)
        }
    }

    /// Puts the model values back (called after compositing).
    func restoreModel() {
        guard !saved.isEmpty else { return }
        for (layer, key, value) in saved.reversed() {
            layer.flags.insert(.showsPresentation)
            AnimatableKeyPath.set(value, base: key, on: layer)
            layer.flags.remove(.showsPresentation)
        }
        saved.removeAll()
    }
}
