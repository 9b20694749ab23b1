// How a change to a layer reaches the compositor. A change marks the layer
// `compositeDirty` and its ancestors `descendantCompositeDirty` (stopping at the first
// ancestor already marked, so a burst of changes costs O(1) each); the root of a composited
// tree then asks for a frame. The compositor walks only marked paths and clears the marks.
extension CALayer {
    /// A property that changes what the layer shows was set. `key` names it for
    /// `needsDisplay(forKey:)` (nil for flags that no subclass redisplays for).
    func noteAppearanceChange(_ key: String?) {
        guard !flags.contains(.showsPresentation) else { return }
        markCompositeDirty()
        if let key, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        layerDidChangeAppearance()
    }

    /// The layer itself must be drawn again (its old and new footprints are repainted).
    func markCompositeDirty() {
        guard !flags.contains(.showsPresentation) else { return }
        LayerTreeChanges.note()
        flags.insert(.compositeDirty)
        propagateCompositeDirty()
    }

    /// Marks the ancestors; at the top, a mask marks the layer it masks and a composited
    /// root asks for a frame.
    func propagateCompositeDirty() {
        var current = self
        while let parent = current._superlayer {
            if parent.flags.contains(.descendantCompositeDirty) { return }
            parent.flags.insert(.descendantCompositeDirty)
            current = parent
        }
        if let owner = current.extras?.maskOwner {
            owner.markCompositeDirty()
        } else if current.flags.contains(.isContextRoot) {
            if !MainThread.ifMain(current, { LayerCompositor.shared.layerTreeDidChange($0) }) {
                current.deferToMainThread()
            }
        }
    }

    /// Clears the compositor's marks in a subtree that will not be walked (hidden): the marks
    /// must not stay set under an unmarked ancestor, or later changes would stop there.
    func clearCompositeMarks() {
        let hadDescendants = flags.contains(.descendantCompositeDirty)
        flags.remove([.compositeDirty, .descendantCompositeDirty])
        if let mask = extras?.mask { mask.clearCompositeMarks() }
        guard hadDescendants else { return }
        for sublayer in _sublayers { sublayer.clearCompositeMarks() }
    }

    /// A sublayer is about to leave: the area it covered must be repainted.
    func sublayerWillLeave(_ layer: CALayer) {
        LayerTreeChanges.note()
        guard let state = layer._renderState else { return }
        let footprint = state.subtreeFootprint
        if !MainThread.ifMain(self, { LayerCompositor.shared.addDamage(footprint, under: $0) }) {
            // Off the main thread (a tree on screen): repaint this layer's whole area instead.
            markCompositeDirty()
        }
        layer.forgetRenderState()
    }

    /// A sublayer arrived or moved in the drawing order: it is drawn again where it is.
    func sublayerDidArrive(_ layer: CALayer) {
        layer.markCompositeDirty()
    }

    /// Drops the compositor's record of the subtree (it is no longer in that tree).
    func forgetRenderState() {
        guard _renderState != nil else { return }
        _renderState = nil
        for sublayer in _sublayers { sublayer.forgetRenderState() }
    }
}
