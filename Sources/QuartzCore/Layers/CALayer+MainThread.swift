internal import CMainThread
@_spi(Diagnostics) import CoreGraphics

// Work that layer code hands to the main-thread machinery, recorded when it happens on another
// thread and handed over once the main thread takes the tree (see `MainThread`).
extension CALayer {
    /// Off the main thread: marks the layer and its ancestors (through masks too) as holding
    /// work for the main thread. A tree already on screen is picked up at the next flush.
    func deferToMainThread() {
        flags.insert(.awaitsMainThread)
        var current = self
        while let next = current._superlayer ?? current.extras?.maskOwner {
            if next.flags.contains(.awaitsMainThread) { return }
            next.flags.insert(.awaitsMainThread)
            current = next
        }
        if current.flags.contains(.isContextRoot) {
            MainThread.logOnce("onScreenOffMain", "CALayer: a layer on screen was changed off the main thread; "
                + "the change shows at the next main-thread flush (change on-screen layers on the main thread)")
            DispatchQueue.main.async {
                MainActor.assumeIsolated { TransactionCenter.shared.requestFlush() }
            }
        }
    }

    /// On the main thread: queues the display, animations and layout recorded off the main
    /// thread in the subtree.
    @MainActor
    func adoptDeferredWork() {
        guard flags.contains(.awaitsMainThread) else { return }
        flags.remove(.awaitsMainThread)
        if flags.contains(.needsDisplay) { TransactionCenter.shared.layerNeedsDisplay(self) }
        if let extras, !extras.animations.isEmpty { LayerAnimationEngine.shared.layerDidAddAnimation(self) }
        extras?.mask?.adoptDeferredWork()
        for sublayer in _sublayers { sublayer.adoptDeferredWork() }
    }

    /// On the main thread: adopts the work of a tree root (a window's layer) changed off the
    /// main thread and asks for its layout and frame.
    @MainActor
    func adoptDeferredWorkAtRoot() {
        guard flags.contains(.awaitsMainThread) else { return }
        adoptDeferredWork()
        guard flags.contains(.isContextRoot) else { return }
        if subtreeNeedsLayout { TransactionCenter.shared.layerTreeNeedsLayout(self) }
        if flags.contains(.compositeDirty) || flags.contains(.descendantCompositeDirty) {
            LayerCompositor.shared.layerTreeDidChange(self)
        }
    }

    /// A layer arrives in this tree (as a sublayer or mask): on the main thread its deferred
    /// work is adopted; off it, the new ancestors learn that it has some.
    func layerDidJoinTree(_ layer: CALayer) {
        guard layer.flags.contains(.awaitsMainThread) else { return }
        if !MainThread.ifMain(layer, { $0.adoptDeferredWork() }) {
            layer.deferToMainThread()
        }
    }

    /// The delegate, for a call from layer code. A view's layer calls its view only on the main
    /// thread (views are main-actor isolated, and their witnesses check it): off the main
    /// thread such a layer draws and lays out without its view, and says so once in the log.
    /// Any other delegate is called on whatever thread uses the layer.
    var delegateForThisThread: (any CALayerDelegate)? {
        let delegate = delegate
        guard let owner = _owner, delegate === owner, !openuikit_is_main_thread() else { return delegate }
        MainThread.logOnce("viewLayerOffMain", "CALayer: a view's layer was used off the main thread; "
            + "its view (the layer's delegate) is not called there (use views and their layers on the main thread)")
        return nil
    }
}
