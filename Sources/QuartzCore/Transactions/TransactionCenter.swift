@_spi(Diagnostics) import CoreGraphics

/// The state behind `CATransaction`: the explicit transaction stack, the layer trees that
/// wait for layout, the layers that wait for display, and the renderers to call after a
/// commit. One per process, like Core Animation's.
///
/// Main-thread-only (`@MainActor`): layer code reaches it through `MainThread.ifMain`, and
/// work recorded off the main thread waits in the layers (see `MainThread`).
@_spi(UIKit)
@MainActor
public final class TransactionCenter {
    /// The process's transaction state (`FrameworkEnvironment.transactions`).
    public static var shared: TransactionCenter { FrameworkEnvironment.transactions }

    final class Frame {
        var animationDuration: CFTimeInterval = 0.25
        var disableActions = false
        var values: [String: Any] = [:]
        /// Set by `setCompletionBlock(_:)`; on the main thread it counts the animations added
        /// from then on.
        var completion: TransactionCompletion?

        var completionBlock: (() -> Void)? {
            get { completion?.block }
            set {
                if let completion { completion.block = newValue } else { completion = TransactionCompletion(block: newValue) }
            }
        }
    }

    init() {}

    var stack: [Frame] = []
    private var implicitFrame = Frame()
    private var layoutRoots: [ObjectIdentifier: CALayer] = [:]
    /// Layers that marked themselves for layout while laying out in the commit in progress.
    private var layoutDeferredLayers: [CALayer] = []
    /// Trees whose only pending layout is such a layer: laid out at the next commit, which
    /// they do not schedule (as on iOS, where the mark waits for the next update cycle).
    private var parkedLayoutRoots: [ObjectIdentifier: CALayer] = [:]
    private var displayQueue: [CALayer] = []
    private var flushScheduled = false
    private var isFlushing = false
    var pendingCompletions: [() -> Void] = []
    /// While set (the last passes of a layout that does not settle), the layers laid out, by
    /// their delegates' types, to name the culprits in the log.
    var layoutCulprits: Set<String>?

    /// While above zero, commits lay out but neither display nor composite (see
    /// `deferringCompositing(_:)`); whether one was skipped since.
    private var compositingDeferrals = 0
    private var skippedComposite = false
    /// Whether a commit left `displayQueue` for a reader of pixels (`displayDeferredLayers()`).
    private var displayDeferred = false

    /// Called after every commit with the layout and display passes done and the visible
    /// windows composited (`LayerCompositor`); backends that present every flush hook here.
    public var renderHandlers: [@MainActor () -> Void] = []

    /// Called at the start of every commit and after each of its layout rounds, before the
    /// layout pass (UIKit's iOS 26 properties update runs here, between traits and layout).
    public var willLayoutHandlers: [@MainActor () -> Void] = []

    /// How the implicit transaction's flush is scheduled at the end of the run-loop turn.
    /// The default posts to the main queue; an app loop that flushes itself can replace it.
    public var scheduleFlush: @MainActor () -> Void = {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { TransactionCenter.shared.flushIfScheduled() }
        }
    }

    var current: Frame {
        stack.last ?? implicitFrame
    }

    /// `current.disableActions`, read without taking the frame out.
    var currentDisablesActions: Bool {
        stack.isEmpty ? implicitFrame.disableActions : stack[stack.count - 1].disableActions
    }

    public var hasPendingWork: Bool {
        !layoutRoots.isEmpty || !displayQueue.isEmpty
    }

    /// Called when `layer` is marked for layout by its own layout: during a commit the first
    /// time it is laid out again in this commit, the second time it waits for the next (see
    /// `flush()`). Outside a commit (`layoutIfNeeded()`) the mark stands and the next commit
    /// lays the layer out.
    func deferLayoutToNextCommit(_ layer: CALayer) {
        guard isFlushing else { return }
        if layer.flags.contains(.invalidatedItselfInCommit) {
            layer.flags.insert(.layoutDeferredToNextCommit)
        } else {
            layer.flags.insert(.invalidatedItselfInCommit)
            layoutDeferredLayers.append(layer)
        }
    }

    func layerTreeNeedsLayout(_ root: CALayer) {
        layoutRoots[ObjectIdentifier(root)] = root
        requestFlush()
    }

    func layerNeedsDisplay(_ layer: CALayer) {
        displayQueue.append(layer)
        requestFlush()
    }

    /// Schedules the end-of-turn flush once.
    public func requestFlush() {
        guard !flushScheduled, !isFlushing else { return }
        flushScheduled = true
        scheduleFlush()
    }

    func flushIfScheduled() {
        guard flushScheduled else { return }
        flush()
    }

    /// An animation was added on the main thread: every open transaction with a completion
    /// block (the implicit one encloses the explicit ones) waits for it.
    func trackAnimation(_ attached: AttachedAnimation) {
        for frame in stack {
            if let completion = frame.completion, completion.isOpen { track(attached, in: completion) }
        }
        if let completion = implicitFrame.completion, completion.isOpen { track(attached, in: completion) }
    }

    private func track(_ attached: AttachedAnimation, in completion: TransactionCompletion) {
        completion.animationAdded()
        attached.completions.append(completion)
    }

    /// Layout pass (repeated while layout marks more layers, bounded), display pass, render;
    /// then the implicit transaction ends (its completion block waits for its animations).
    public func flush() {
        flush(endingImplicitTransaction: true)
    }

    /// The outermost explicit commit flushes too, but the implicit transaction that encloses
    /// it stays open until the end of the run-loop turn (as on iOS).
    func flush(endingImplicitTransaction: Bool) {
        guard !isFlushing else { return }
        isFlushing = true
        flushScheduled = false
        defer {
            isFlushing = false
            if endingImplicitTransaction {
                let ended = implicitFrame
                implicitFrame = Frame()
                ended.completion?.commit()
            }
            // Work queued while flushing (a render handler changing a layer, a clamped
            // backing store asking to be redrawn) gets the next turn.
            // (Display and frames left while compositing is deferred wait for its end.)
            if compositingDeferrals > 0 {
                if !layoutRoots.isEmpty { requestFlush() }
            } else if hasPendingWork || LayerCompositor.shared.hasPendingWork {
                requestFlush()
            }
        }
        // Trees on screen that another thread changed (logged there): take their work now.
        for buffer in LayerCompositor.shared.frameBuffers {
            buffer.rootLayer?.adoptDeferredWorkAtRoot()
        }
        // A commit with work of its own (something changed since the last) lays out the
        // trees parked by the last; an empty flush leaves them waiting.
        if hasPendingWork || LayerCompositor.shared.hasPendingWork {
            for (id, root) in parkedLayoutRoots { layoutRoots[id] = root }
            parkedLayoutRoots.removeAll()
        }
        for handler in willLayoutHandlers { handler() }
        var passes = 0
        defer { layoutCulprits = nil }
        while !layoutRoots.isEmpty {
            passes += 1
            if passes == 98 { layoutCulprits = [] }
            if passes > 100 {
                let culprits = (layoutCulprits ?? []).sorted().joined(separator: ", ")
                FrameworkLog.log("CATransaction: layout did not settle after 100 passes (a layoutSubviews keeps invalidating layout; laid out in the last passes: \(culprits)); continuing with the current geometry")
                layoutCulprits = nil
                layoutRoots.removeAll()
                break
            }
            let roots = Array(layoutRoots.values)
            layoutRoots.removeAll()
            for root in roots where root.subtreeNeedsLayout {
                root.layoutSubtreeIfNeeded()
            }
            for handler in willLayoutHandlers { handler() }
        }
        parkDeferredLayout()
        if compositingDeferrals > 0 {
            // Nobody reads these pixels yet: the layers keep their place in the queue.
            if !displayQueue.isEmpty { displayDeferred = true }
            skippedComposite = true
            return
        }
        runDisplayPass()
        skippedComposite = false
        LayerCompositor.shared.composite()
        for handler in renderHandlers {
            handler()
        }
    }

    /// Layers that marked themselves for layout a second time while laying out keep the mark
    /// for the next commit; their trees wait without scheduling one (the passes above skipped
    /// them).
    private func parkDeferredLayout() {
        guard !layoutDeferredLayers.isEmpty else { return }
        let deferred = layoutDeferredLayers
        layoutDeferredLayers.removeAll()
        for layer in deferred {
            layer.flags.remove(.invalidatedItselfInCommit)
            guard layer.flags.contains(.layoutDeferredToNextCommit) else { continue }
            layer.flags.remove(.layoutDeferredToNextCommit)
            // The walk cleared the ancestors' pending flags: mark the path to the root again.
            layer.propagatePendingLayoutToAncestors()
        }
        for (id, root) in layoutRoots { parkedLayoutRoots[id] = root }
        layoutRoots.removeAll()
    }

    /// The display pass: every queued layer that still needs display draws, in the order it
    /// asked to.
    private func runDisplayPass() {
        // UIKit: `setNeedsDisplay()` only notes the request and returns; `draw(_:)` runs in a
        // later drawing cycle, after that commit's layout — so a reader of layout, text or
        // accessibility never sees whether it has run yet.
        displayDeferred = false
        guard !displayQueue.isEmpty else { return }
        let layers = displayQueue
        displayQueue.removeAll()
        for layer in layers {
            layer.displayIfNeeded()
        }
    }

    /// Whether commits skip compositing now (`deferringCompositing(_:)`).
    public var defersCompositing: Bool { compositingDeferrals > 0 }

    /// Whether layers wait to be drawn for a reader of pixels (`deferringCompositing(_:)`).
    public var hasDeferredDisplay: Bool { displayDeferred && !displayQueue.isEmpty }

    /// Runs `body` (a manual clock moving through animations nobody looks at: a UI test
    /// waiting for the app to idle) with every commit doing its layout pass but neither
    /// drawing backing stores nor compositing. Everything else runs as it would: timers, frame
    /// callbacks and animation ticks fire at their times in the same order (ticks only mark
    /// layers for the compositor), delegates and completions with them; layout, frames, text
    /// and accessibility do not depend on drawing. Nests.
    ///
    /// The layers that asked for display keep their order in the display queue and draw
    /// before any pixel is read: when a window's frame buffer is read
    /// (`compositeSkippedFrames()`), a layer tree is rendered (`render(in:)`, so snapshots),
    /// at the next commit outside such a block (a real window presenting), or at the
    /// end-of-turn commit requested here. Until then `needsDisplay()` stays true and
    /// `contents` holds the last drawing.
    public func deferringCompositing<Result>(_ body: () throws -> Result) rethrows -> Result {
        compositingDeferrals += 1
        defer {
            compositingDeferrals -= 1
            if compositingDeferrals == 0 {
                if displayDeferred { dropUnreachableDeferredLayers() }
                if skippedComposite { requestFlush() }
            }
        }
        return try body()
    }

    /// Composites now the frame `deferringCompositing(_:)` left, after drawing the layers it
    /// left (no effect when none was skipped, or while compositing is still deferred): for a
    /// reader of pixels.
    public func compositeSkippedFrames() {
        guard skippedComposite, compositingDeferrals == 0, !isFlushing else { return }
        flush()
    }

    /// Draws now, in order, the layers whose display the commits of `deferringCompositing(_:)`
    /// left (no effect when there are none): for a reader of pixels other than the compositor.
    public func displayDeferredLayers() {
        guard displayDeferred else { return }
        runDisplayPass()
    }

    /// Lets go of the deferred layers only the queue still holds (their views and trees are
    /// gone, nothing can read their pixels): a UI test that never reads pixels must not keep
    /// every screen it left alive.
    private func dropUnreachableDeferredLayers() {
        Self.dropUniquelyHeld(from: &displayQueue)
    }

    /// The pass over the queue as one access to it (not one exclusivity check per layer).
    private static func dropUniquelyHeld(from queue: inout [CALayer]) {
        var kept = 0
        for index in queue.indices where !isKnownUniquelyReferenced(&queue[index]) {
            queue.swapAt(kept, index)
            kept += 1
        }
        queue.removeSubrange(kept...)
    }

    func scheduleCompletions() {
        FrameworkScheduler.shared.schedule(after: 0) {
            let center = TransactionCenter.shared
            let completions = center.pendingCompletions
            center.pendingCompletions.removeAll()
            for completion in completions { completion() }
        }
    }
}
