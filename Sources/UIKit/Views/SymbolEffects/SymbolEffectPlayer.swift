@_spi(UIKit) @_spi(Platform) import QuartzCore

/// The symbol effects active on one image view: each is a set of additive animations on the
/// view's layer under a key of its own, so removing one leaves the others running.
@MainActor
final class SymbolEffectPlayer {
    /// One effect added and not yet removed.
    @MainActor private final class Entry: @preconcurrency CAAnimationDelegate {
        let effect: any SymbolEffect
        let key: String
        /// Offsets held while the effect is active (state effects).
        var held: [SymbolEffectMotion.Offset]
        var completion: UISymbolEffectCompletion?
        weak var player: SymbolEffectPlayer?

        init(effect: any SymbolEffect, key: String, held: [SymbolEffectMotion.Offset], completion: UISymbolEffectCompletion?) {
            self.effect = effect
            self.key = key
            self.held = held
            self.completion = completion
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            player?.entryDidStop(self, finished: flag)
        }
    }

    private unowned let imageView: UIImageView
    private var entries: [Entry] = []
    private var nextKey = 0

    init(imageView: UIImageView) {
        self.imageView = imageView
    }

    private var layer: CALayer { imageView.layer }
    private var rightToLeft: Bool { imageView.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func add(_ effect: some SymbolEffect, options: SymbolEffectOptions, animated: Bool, completion: UISymbolEffectCompletion?) {
        // Adding an effect of a type already active replaces it (assumed: one effect per type,
        // as `removeSymbolEffect(ofType:)` names effects by type).
        remove(ofType: type(of: effect), animated: false, completion: nil)
        let motion = SymbolEffectMotion(effect.configuration, rightToLeft: rightToLeft)
        let speed = options.speedMultiplier
        switch motion.kind {
        case .cycle(let cycle):
            let entry = makeEntry(effect, held: [], completion: completion)
            let animation = Self.cycleAnimation(cycle, options: options)
            animation.delegate = entry
            layer.add(animation, forKey: entry.key)
        case .state(let offsets, let transition):
            let entry = makeEntry(effect, held: offsets, completion: completion)
            hold(entry, from: offsets.map { .init(keyPath: $0.keyPath, value: 0) },
                 duration: animated ? transition / speed : 0)
        case .reveal(let transition):
            // Appear takes away what a disappear effect holds, from where it stands.
            // With nothing hidden, the symbol grows (or shrinks) into place from nothing.
            let hidden = entries.filter { $0.effect.configuration.kind == .disappear }
            var from = hidden.flatMap(\.held)
            if hidden.isEmpty, animated {
                let growing = effect.configuration.direction != .down
                from = [.init(keyPath: "opacity", value: -1), .init(keyPath: "transform.scale", value: growing ? -0.5 : 0.5)]
            }
            for entry in hidden { detach(entry, finished: false) }
            let entry = makeEntry(effect, held: [], completion: completion)
            hold(entry, from: from, to: from.map { .init(keyPath: $0.keyPath, value: 0) },
                 duration: animated && !from.isEmpty ? transition / speed : 0, removedAtEnd: true)
        }
    }

    func hasEffect(ofType type: any SymbolEffect.Type) -> Bool {
        entries.contains { Swift.type(of: $0.effect) == type }
    }

    /// Plays a content transition: the new symbol scales up into place and fades in.
    func playTransition(_ transition: some SymbolEffect, options: SymbolEffectOptions, completion: UISymbolEffectCompletion?) {
        let entry = makeEntry(transition, held: [], completion: completion)
        let from: [SymbolEffectMotion.Offset] = [.init(keyPath: "opacity", value: -1), .init(keyPath: "transform.scale", value: -0.5)]
        hold(entry, from: from, to: from.map { .init(keyPath: $0.keyPath, value: 0) },
             duration: SymbolEffectMotion.contentTransitionDuration / options.speedMultiplier, removedAtEnd: true)
    }

    /// Removes the effects of `type`; a held state animates back when `animated`.
    func remove(ofType type: any SymbolEffect.Type, animated: Bool, speed: Double = 1,
                completion: UISymbolEffectCompletion?) {
        let matching = entries.filter { Swift.type(of: $0.effect) == type }
        guard !matching.isEmpty else { return }
        for entry in matching { release(entry, animated: animated, speed: speed, completion: completion) }
    }

    func removeAll(animated: Bool, speed: Double) {
        for entry in entries { release(entry, animated: animated, speed: speed, completion: nil) }
    }

    // MARK: Entries

    private func makeEntry(_ effect: any SymbolEffect, held: [SymbolEffectMotion.Offset],
                           completion: UISymbolEffectCompletion?) -> Entry {
        nextKey += 1
        let entry = Entry(effect: effect, key: "UISymbolEffect.\(nextKey)", held: held, completion: completion)
        entry.player = self
        entries.append(entry)
        return entry
    }

    /// Ends an entry's effect: its completion (if not run yet) reports `finished`.
    private func detach(_ entry: Entry, finished: Bool) {
        entries.removeAll { $0 === entry }
        entry.player = nil
        layer.removeAnimation(forKey: entry.key)
        report(entry, finished: finished)
    }

    private func release(_ entry: Entry, animated: Bool, speed: Double, completion: UISymbolEffectCompletion?) {
        let motion = SymbolEffectMotion(entry.effect.configuration, rightToLeft: rightToLeft)
        let held = entry.held
        detach(entry, finished: false)
        guard animated, !held.isEmpty, case .state(_, let transition) = motion.kind else {
            completion.map { finish($0, effect: entry.effect, finished: true) }
            return
        }
        // The state animates back from where it stands; the removal completes at its end.
        let leaving = makeEntry(entry.effect, held: [], completion: completion)
        hold(leaving, from: held, to: held.map { .init(keyPath: $0.keyPath, value: 0) },
             duration: transition / speed, removedAtEnd: true)
    }

    private func entryDidStop(_ entry: Entry, finished: Bool) {
        guard entries.contains(where: { $0 === entry }) else { return }
        if entry.held.isEmpty {
            // A cycle that played out, or a reveal or removal that reached its end.
            entries.removeAll { $0 === entry }
            layer.removeAnimation(forKey: entry.key)
        }
        report(entry, finished: finished)
    }

    private func report(_ entry: Entry, finished: Bool) {
        guard let completion = entry.completion else { return }
        entry.completion = nil
        finish(completion, effect: entry.effect, finished: finished)
    }

    private func finish(_ completion: UISymbolEffectCompletion, effect: any SymbolEffect, finished: Bool) {
        completion(UISymbolEffectCompletionContext(isFinished: finished, effect: effect, sender: imageView))
    }

    // MARK: Animations

    /// Moves `entry`'s offsets from `from` to its held values (or to `to`) and keeps them there.
    private func hold(_ entry: Entry, from: [SymbolEffectMotion.Offset], to: [SymbolEffectMotion.Offset]? = nil,
                      duration: CFTimeInterval, removedAtEnd: Bool = false) {
        let target = to ?? entry.held
        guard !target.isEmpty else {
            // Nothing to show (a content transition added as an effect): done at once.
            FrameworkScheduler.shared.schedule(after: 0) { [weak self, entry] in self?.entryDidStop(entry, finished: true) }
            return
        }
        let group = CAAnimationGroup()
        group.animations = zip(from, target).map { start, end in
            let part = CABasicAnimation(keyPath: end.keyPath)
            part.fromValue = NSNumber(value: Double(start.value))
            part.toValue = NSNumber(value: Double(end.value))
            part.isAdditive = true
            part.fillMode = .forwards
            part.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            part.duration = max(duration, 1e-6)
            return part
        }
        // A zero duration is Core Animation's default (0.25 s): an instant change is a very
        // short animation instead.
        group.duration = max(duration, 1e-6)
        group.fillMode = .forwards
        group.isRemovedOnCompletion = removedAtEnd
        group.delegate = entry
        layer.add(group, forKey: entry.key)
    }

    private static func cycleAnimation(_ cycle: SymbolEffectMotion.Cycle, options: SymbolEffectOptions) -> CAAnimation {
        let parts: [CAAnimation] = cycle.tracks.map { track in
            let part = CAKeyframeAnimation(keyPath: track.keyPath)
            part.values = track.values.map { NSNumber(value: Double($0)) }
            part.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
            part.isAdditive = true
            part.duration = cycle.duration
            part.calculationMode = .cubic
            return part
        }
        var count: Int? = cycle.playsOnceByDefault ? 1 : nil
        var delay: CFTimeInterval = 0
        switch options.repetition {
        case .automatic: break
        case .continuous: count = nil
        case .periodic(let preferred, let preferredDelay):
            count = preferred
            delay = preferredDelay ?? (preferred == 1 ? 0 : cycle.defaultDelay)
        }
        let group = CAAnimationGroup()
        group.animations = parts
        group.duration = cycle.duration + delay
        if let count, delay > 0 {
            // No pause after the last play: the completion comes when the motion ends.
            group.repeatDuration = Double(count) * group.duration - delay
        } else {
            group.repeatCount = count.map { Float($0) } ?? .infinity
        }
        group.speed = Float(options.speedMultiplier)
        return group
    }
}
