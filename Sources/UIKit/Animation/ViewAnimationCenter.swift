internal import CMainThread
@_spi(Platform) import QuartzCore

/// The state behind UIView's block animations: whether animations are enabled, and the
/// blocks whose closures are running (innermost last). While a block runs, changes to the
/// animatable properties of views' layers become animations (see `UIView`'s layer action).
@MainActor
final class ViewAnimationCenter {
    static var shared: ViewAnimationCenter { FrameworkEnvironment.viewAnimations }

    var animationsEnabled = true

    init() {
        // A fresh center (a reset test environment) starts with no block open: the mirror the
        // layers read must say so even if the previous center's did not.
        openuikit_set_open_view_animation_blocks(0)
    }
    private var blocks: [ViewAnimationBlock] = [] {
        // Views' layers skip their action search while no block is open (see
        // `CALayer.beginAnimatableChange`); any open block, even one with animations disabled,
        // sends them through the search.
        didSet { openuikit_set_open_view_animation_blocks(UInt32(truncatingIfNeeded: blocks.count)) }
    }
    /// Set while a percent-driven interactive transition starts its animator: the UIView
    /// animation blocks it makes become paused property animators the interaction drives.
    var interactiveCapture: InteractiveAnimationCapture?

    /// Whether an animation block is running (even with animations disabled inside it).
    var hasOpenBlock: Bool { !blocks.isEmpty }

    /// The block whose changes animate now (none while animations are disabled).
    var activeBlock: ViewAnimationBlock? { animationsEnabled ? blocks.last : nil }

    /// UIKit's `inheritedAnimationDuration`: the running block's (0 outside one).
    var inheritedDuration: TimeInterval { activeBlock?.timing.duration ?? 0 }

    /// Runs `animations` as a block with `timing` (inheriting from the block around it);
    /// its changes go to `sink`.
    func run(_ timing: ViewAnimationTiming, sink: any ViewAnimationSink, animations: () -> Void) {
        // iOS 26 flushing (a property animator's `flushUpdates`, or a block nested in a flushing one).
        let flushes = animationsEnabled && (timing.options.contains(.flushUpdates) || flushingBlockDepth > 0)
        if flushes { UIView._flushPendingUpdates() }
        let block = begin(timing, sink: sink)
        runAnimations(animations, flushing: flushes)
        end(block)
    }

    /// Runs a block's `animations`; a flushing block applies the updates they made before it
    /// closes, so they animate with it (`flushingBlockDepth` makes nested blocks flush too).
    private func runAnimations(_ animations: () -> Void, flushing: Bool) {
        guard flushing else { return animations() }
        flushingBlockDepth += 1
        animations()
        UIView._flushPendingUpdates()
        flushingBlockDepth -= 1
    }

    /// iOS 26: inside a flushing block, the updates pending when animations are disabled (made
    /// animated) or enabled again (made without animation) are applied first, so each keeps
    /// the animation state it was made in.
    func setAnimationsEnabled(_ enabled: Bool) {
        if enabled != animationsEnabled, flushingBlockDepth > 0 { UIView._flushPendingUpdates() }
        animationsEnabled = enabled
    }

    func begin(_ timing: ViewAnimationTiming, sink: any ViewAnimationSink) -> ViewAnimationBlock {
        var effective = timing
        if let outer = blocks.last { effective = timing.nested(in: outer.timing) }
        let block = ViewAnimationBlock(timing: effective, sink: sink)
        blocks.append(block)
        return block
    }

    func end(_ block: ViewAnimationBlock) {
        if let index = blocks.lastIndex(where: { $0 === block }) { blocks.remove(at: index) }
    }

    /// How many `.flushUpdates` blocks are open (nested blocks flush too).
    var flushingBlockDepth = 0

    /// A block of UIView's animation API: the changes made by `animations` animate with
    /// `timing`; `completion` hears whether they all ran to their end.
    func animate(_ timing: ViewAnimationTiming, animations: () -> Void, completion: ((Bool) -> Void)?) {
        if blocks.isEmpty, animationsEnabled, let capture = interactiveCapture {
            capture.add(timing, animations: animations, completion: completion)
            return
        }
        let state = ViewAnimationState(completion: completion)
        guard animationsEnabled else {
            animations()
            state.close()
            return
        }
        // iOS 26 `.flushUpdates` (UIView+FlushUpdates.swift): also for blocks nested in one.
        let flushes = timing.options.contains(.flushUpdates) || flushingBlockDepth > 0
        if flushes { UIView._flushPendingUpdates() }
        let block = begin(timing, sink: state)
        state.blocksInteraction = !block.timing.options.contains(.allowUserInteraction)
        runAnimations(animations, flushing: flushes)
        if timing.options.contains(.layoutSubviews) {
            // UIKit: subviews are laid out inside the block, so they animate along.
            for view in state.views { view.layoutIfNeeded() }
        }
        end(block)
        state.close()
    }
}
