@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Composites the layer trees of visible windows into their frame buffers (not Apple API;
/// `@_spi(Rendering)` for UIKit and the platform backends).
///
/// When it runs: every `CATransaction` flush (the end of each run-loop turn, or an explicit
/// `CATransaction.flush()` / outermost `commit()`) does the layout pass, then the display
/// pass (backing stores), then calls `composite()`, then `TransactionCenter.renderHandlers`.
/// A frame buffer repaints only what changed since its last frame; with no change it does
/// no work at all. After a frame buffer painted, `presentHandlers` are called with it so a
/// backend can present the damaged rectangles.
///
/// Damage tracking: setting any visible property of a layer marks it (and its ancestors, up
/// to the first already marked) for the compositor; the compositor walks only marked paths,
/// compares where each marked layer lands now with where it landed in the last frame, and
/// repaints both areas, drawing only layers whose footprint meets them. A layer's backing
/// store redrawn for `setNeedsDisplay(_:)` damages just that rectangle; a removed layer
/// damages where it was.
///
/// Main-thread-only (`@MainActor`): layers reach it through `MainThread.ifMain`; a tree on
/// screen changed from another thread is picked up at the next flush (see `MainThread`).
@_spi(Rendering)
@MainActor
public final class LayerCompositor {
    /// The process's compositor (`FrameworkEnvironment.compositor`).
    public static var shared: LayerCompositor { FrameworkEnvironment.compositor }

    /// The largest frame buffer side in pixels; larger windows are clamped (logged).
    public static let maximumFrameBufferSide = 16_384

    private var buffers: [FrameBuffer] = []

    /// The backdrop (blur) layers, whose damage reaches as far as their blur reads.
    var backdrops = BackdropRegistry()

    /// Called after a frame buffer painted a frame (its `damagedRects` are that frame's).
    public var presentHandlers: [@MainActor (FrameBuffer) -> Void] = []

    init() {}

    /// Starts compositing the tree under `root` (a window became visible) at `scale` pixels
    /// per point; the first frame paints everything.
    @discardableResult
    public func attach(_ root: CALayer, scale: CGFloat) -> FrameBuffer {
        if let existing = frameBuffer(for: root) {
            existing.setScale(scale)
            return existing
        }
        root.resetCompositorState()
        let buffer = FrameBuffer(root: root, scale: scale)
        buffers.append(buffer)
        requestFrame()
        return buffer
    }

    /// Stops compositing the tree under `root` (its window was hidden) and frees its pixels.
    public func detach(_ root: CALayer) {
        buffers.removeAll { $0.rootLayer == nil || $0.rootLayer === root }
    }

    public func frameBuffer(for root: CALayer) -> FrameBuffer? {
        buffers.first { $0.rootLayer === root }
    }

    /// The frame buffers of the trees being composited.
    public var frameBuffers: [FrameBuffer] {
        pruneFreedTrees()
        return buffers
    }

    /// Drops the buffers of trees that went away. A loop, not `removeAll(where:)`: a
    /// main-actor closure passed to the standard library checks the executor on every call,
    /// which costs more than the rest of a frame with no change.
    private func pruneFreedTrees() {
        var index = 0
        while index < buffers.count {
            if buffers[index].rootLayer == nil { buffers.remove(at: index) } else { index += 1 }
        }
    }

    /// Composites every frame buffer that has changes (the transaction calls this after the
    /// display pass). Returns the frame buffers that painted.
    @discardableResult
    public func composite() -> [FrameBuffer] {
        pruneFreedTrees()
        // Animated layers show their animations' values for this frame only.
        let engine = LayerAnimationEngine.shared
        engine.showPresentation()
        var painted: [FrameBuffer] = []
        for buffer in buffers where buffer.composite() {
            painted.append(buffer)
        }
        engine.restoreModel()
        for buffer in painted {
            for handler in presentHandlers { handler(buffer) }
        }
        return painted
    }

    var hasPendingWork: Bool {
        for buffer in buffers where buffer.hasPendingWork { return true }
        return false
    }

    /// A change reached the root of a tree: composite it at the end of the turn.
    func layerTreeDidChange(_ root: CALayer) {
        guard buffers.contains(where: { $0.rootLayer === root }) else { return }
        requestFrame()
    }

    /// Pixels (of the frame buffer that shows `layer`) to repaint in the next frame.
    func addDamage(_ rect: CGRect, under layer: CALayer) {
        guard !rect.isNull, !rect.isEmpty, !buffers.isEmpty else { return }
        var top = layer
        while true {
            if let parent = top._superlayer {
                top = parent
            } else if let owner = top.extras?.maskOwner {
                top = owner
            } else {
                break
            }
        }
        guard let buffer = frameBuffer(for: top) else { return }
        buffer.addDamage(rect)
        requestFrame()
    }

    func requestFrame() {
        TransactionCenter.shared.requestFlush()
    }
}
