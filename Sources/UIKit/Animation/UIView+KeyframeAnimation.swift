@_spi(Platform) import QuartzCore

extension UIView {
    /// A keyframe animation: the changes each `addKeyframe` block makes inside `animations`
    /// animate during its share of `duration` (changes made outside a keyframe span the
    /// whole duration). Each animated property gets one `CAKeyframeAnimation` through the
    /// values the keyframes set, computed by the calculation mode in `options`. UIKit: the
    /// whole animation is paced ease-in-ease-out unless a curve option's bits are passed.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue)
        let timing = ViewAnimationTiming(duration: duration, delay: delay,
                                         curve: ViewAnimationCurve(options: options.rawValue), options: viewOptions)
        let center = ViewAnimationCenter.shared
        if center.activeBlock == nil, center.animationsEnabled, let capture = center.interactiveCapture {
            // A percent-driven transition drives the keyframes on a property animator's timeline.
            capture.add(timing, animations: {
                animateKeyframes(withDuration: duration, delay: 0, options: options, animations: animations, completion: nil)
            }, completion: completion)
            return
        }
        let state = ViewAnimationState(completion: completion)
        // Inside another block (or a property animator's), the keyframes take its duration.
        let effective = center.activeBlock.map { timing.nested(in: $0.timing) } ?? timing
        guard center.animationsEnabled, effective.duration > 0 else {
            center.animate(timing, animations: animations, completion: completion)
            return
        }
        let collector = KeyframeCollector(mode: options.calculationMode)
        // Inside a property animator's block, the keyframes run on the animator's timeline.
        let animator = center.activeBlock?.sink as? AnimatorSink
        let block = center.begin(timing, sink: collector)
        state.blocksInteraction = !block.timing.options.contains(.allowUserInteraction)
        animations()
        center.end(block)
        if let animator {
            collector.addTracks(to: animator)
            state.close()
            return
        }
        collector.addAnimations(timing: block.timing, to: state)
        state.close()
    }

    /// Inside `animateKeyframes`: the changes `animations` makes animate from
    /// `frameStartTime` for `frameDuration` (both fractions of the whole duration). Outside
    /// a keyframe animation the changes simply apply.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let block = ViewAnimationCenter.shared.activeBlock, let collector = block.sink as? KeyframeCollector else {
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(1, max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? min(1 - start, max(0, frameDuration)) : 1 - start
        let outer = collector.window
        collector.window = (start, length)
        animations()
        collector.window = outer
    }
}

extension UIView.KeyframeAnimationOptions {
    /// Bits 10...12.
    var calculationMode: CAAnimationCalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }
}

/// The changes made inside a keyframe animation, by layer and key, with the keyframe
/// (start and length, as fractions) that made each.
@MainActor
final class KeyframeCollector: ViewAnimationSink {
    var window: (start: Double, length: Double) = (0, 1)
    private let mode: CAAnimationCalculationMode
    private var tracks: [(layer: CALayer, key: String, start: Any, frames: [(start: Double, end: Double, value: Any)])] = []

    init(mode: CAAnimationCalculationMode) {
        self.mode = mode
    }

    func record(_ change: ViewPropertyChange, in block: ViewAnimationBlock) {
        let frame = (start: window.start, end: window.start + window.length, value: change.newValue)
        if let index = tracks.firstIndex(where: { $0.layer === change.layer && $0.key == change.key }) {
            tracks[index].frames.append(frame)
        } else {
            let running = change.layer.animation(forKey: change.key) != nil
            let from = running || block.timing.options.contains(.beginFromCurrentState) ? change.shownValue : change.oldValue
            tracks.append((change.layer, change.key, from, [frame]))
        }
    }

    /// One keyframe animation per property: the value holds until each keyframe begins,
    /// then moves to the keyframe's value by its end.
    func addAnimations(timing: ViewAnimationTiming, to state: ViewAnimationState) {
        for (layer, key, values, times) in keyframeValues() {
            let animation = CAKeyframeAnimation(keyPath: key)
            animation.values = values
            animation.keyTimes = times
            animation.calculationMode = mode
            timing.configure(animation, on: layer)
            state.noteView(of: layer)
            state.add(animation, to: layer, key: key)
        }
        tracks.removeAll()
    }

    /// The keyframes as tracks of a property animator.
    func addTracks(to animator: AnimatorSink) {
        for (layer, key, values, times) in keyframeValues() {
            animator.recordKeyframes(layer: layer, key: key, values: values, keyTimes: times, mode: mode)
        }
        tracks.removeAll()
    }

    private func keyframeValues() -> [(CALayer, String, [Any], [NSNumber])] {
        var result: [(CALayer, String, [Any], [NSNumber])] = []
        for track in tracks {
            var times: [Double] = [0]
            var values: [Any] = [track.start]
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                let last = times[times.count - 1]
                let start = max(last, frame.start)
                if start > last {
                    times.append(start)
                    values.append(values[values.count - 1])
                }
                times.append(max(start, frame.end))
                values.append(frame.value)
            }
            if let last = times.last, last < 1 {
                times.append(1)
                values.append(values[values.count - 1])
            }
            result.append((track.layer, track.key, values, times.map { NSNumber(value: $0) }))
        }
        return result
    }
}
