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
        var completionBlock: (() -> Void)?
        var values: [String: Any] = [:]
    }

    init() {}

    var stack: [Frame] = []
    private var implicitFrame = Frame()
    private var layoutRoots: [ObjectIdentifier: CALayer] = [:]
    private var displayQueue: [CALayer] = []
    private var flushScheduled = false
    private var isFlushing = false
    var pendingCompletions: [() -> Void] = []
    /// While set (the last passes of a layout that does not settle), the layers laid out, by
    /// their delegates' types, to name the culprits in the log.
    var layoutCulprits: Set<String>?

    /// While above zero, commits lay out and display but do not composite (see
    /// `deferringCompositing(_:)`); whether one was skipped since.
    private var compositingDeferrals = 0
    private var skippedComposite = false

    /// Called after every commit with the layout and display passes done and the visible
    /// windows composited (`LayerCompositor`); backends that present every flush hook here.
    public var renderHandlers: [@MainActor () -> Void] = []

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

    /// Layout pass (repeated while layout marks more layers, bounded), display pass, render.
    public func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        flushScheduled = false
        defer {
            isFlushing = false
            implicitFrame = Frame()
            // Work queued while flushing (a render handler changing a layer, a clamped
            // backing store asking to be redrawn) gets the next turn.
            // (Frames left to composite while compositing is deferred wait for its end.)
            if hasPendingWork || (LayerCompositor.shared.hasPendingWork && compositingDeferrals == 0) { requestFlush() }
        }
        // Trees on screen that another thread changed (logged there): take their work now.
        for buffer in LayerCompositor.shared.frameBuffers {
            buffer.rootLayer?.adoptDeferredWorkAtRoot()
        }
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
        }
        if !displayQueue.isEmpty {
            let layers = displayQueue
            displayQueue.removeAll()
            for layer in layers {
                layer.displayIfNeeded()
            }
        }
        if compositingDeferrals > 0 {
            skippedComposite = true
            return
        }
        skippedComposite = false
        LayerCompositor.shared.composite()
        for handler in renderHandlers {
            handler()
        }
    }

    /// Whether commits skip compositing now (`deferringCompositing(_:)`).
    public var defersCompositing: Bool { compositingDeferrals > 0 }

    /// Runs `body` (a manual clock moving through animations nobody looks at: a UI test
    /// waiting for the app to idle) with every commit doing its layout and display passes but
    /// compositing no frame. Everything else runs as it would: timers, frame callbacks and
    /// animation ticks fire at their times in the same order (ticks only mark layers for the
    /// compositor), delegates and completions with them. Nests.
    ///
    /// The frame skipped last is composited when its pixels are asked for
    /// (`compositeSkippedFrames()`, which a window's frame buffer calls), at the next commit
    /// outside such a block, or at the end-of-turn commit requested here.
    public func deferringCompositing<Result>(_ body: () throws -> Result) rethrows -> Result {
        compositingDeferrals += 1
        defer {
            compositingDeferrals -= 1
            if compositingDeferrals == 0, skippedComposite { requestFlush() }
        }
        return try body()
    }

    /// Composites now the frame `deferringCompositing(_:)` left (no effect when none was
    /// skipped, or while compositing is still deferred): for a reader of pixels.
    public func compositeSkippedFrames() {
        guard skippedComposite, compositingDeferrals == 0, !isFlushing else { return }
        flush()
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
