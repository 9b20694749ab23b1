@_spi(Rendering) import CoreGraphics

extension CALayer {
    /// Core Animation: the default asks the delegate to draw.
    func _drawImpl(in ctx: CGContext) {
        if let delegate = delegateForThisThread {
            delegate.draw(self, in: ctx)
        } else {
            _DrawProbe.noteDefaultImplementation()
        }
    }

    /// Draws the tree as it is now (background, contents, sublayers, borders, shadows,
    /// masks, 3D), in the layer's space. Works with any context: a bitmap or a PDF page
    /// (paths and gradients stay vectors; shadows and 3D layers become images).
    func _renderImpl(in ctx: CGContext) {
        // A UI test's actions leave drawing for whoever reads pixels: every layer they left
        // draws first, in the order it asked to, as if each commit had drawn it.
        MainThread.ifMain { TransactionCenter.shared.displayDeferredLayers() }
        displaySubtreeIfNeeded()
        LayerTreeRenderer().drawRoot(self, in: ctx)
    }

    /// Core Animation displays the layers that need it before rendering them, so a tree that
    /// was never on screen (whose display pass never ran) renders its drawn content.
    func displaySubtreeIfNeeded() {
        guard !isHidden else { return }
        if flags.contains(.needsDisplay) { displayIfNeeded() }
        extras?.mask?.displaySubtreeIfNeeded()
        for sublayer in _sublayers { sublayer.displaySubtreeIfNeeded() }
    }
}
