/// The first half of a frame: walks the marked paths of a layer tree, works out where each
/// changed layer was and now is on the frame buffer, and collects both areas as damage.
/// Unmarked subtrees whose placement did not change are not entered.
struct DamageWalker {
    var damage: DamageRegion

    init(damage: DamageRegion) {
        self.damage = damage
    }

    /// `map` takes the root's space to frame-buffer pixels.
    mutating func updateRoot(_ root: CALayer, map: Homography, clip: CGRect) {
        _ = update(root, map: map, clip: clip)
    }

    /// Returns where the subtree paints now. `space` is set for a transform layer and the
    /// sublayers of one: the layer's 3D map into the plane its space is projected onto, and
    /// that plane's map to pixels (`map` is then the two composed).
    private mutating func update(_ layer: CALayer, map: Homography, clip: CGRect,
                                 space: (toPlane: CATransform3D, planeMap: Homography)? = nil) -> CGRect {
        let state: LayerRenderState
        var isNew = false
        if let existing = layer._renderState {
            state = existing
        } else {
            state = LayerRenderState()
            layer._renderState = state
            isNew = true
        }
        let opacity = layer._opacity
        if layer.isHidden || !(opacity > 0) || !map.isFinite {
            let wasShown = isNew || !state.subtreeFootprint.isNull
            let marked = layer.flags.contains(.compositeDirty) || layer.flags.contains(.descendantCompositeDirty)
            guard wasShown || marked else { return .null }
            damage.add(state.subtreeFootprint)
            state.footprint = .null
            state.subtreeFootprint = .null
            state.homography = map
            state.clip = clip
            layer.flags.remove([.compositeDirty, .descendantCompositeDirty])
            // Nothing below is walked while hidden: start afresh when shown again.
            layer.extras?.mask?.resetCompositorState()
            for sublayer in layer._sublayers { sublayer.resetCompositorState() }
            return .null
        }
        let selfDirty = isNew || layer.flags.contains(.compositeDirty) || state.homography != map || state.clip != clip
        if !selfDirty, !layer.flags.contains(.descendantCompositeDirty) {
            return state.subtreeFootprint
        }

        let isTransformLayer = layer is CATransformLayer
        let own = LayerTreeRenderer.extent(of: layer, includingShadow: true, includingSublayers: false)
        var footprint = (map.boundingBox(of: own) ?? clip).intersection(clip)
        if isTransformLayer || (!layer.isDoubleSided && map.isBackFacing(layer._bounds)) { footprint = .null }
        var childClip = clip
        if layer.masksToBounds, !isTransformLayer {
            childClip = childClip.intersection(map.boundingBox(of: layer._bounds) ?? clip)
        }
        var subtree = footprint
        var sublayersPaint = CGRect.null
        for sublayer in layer._sublayers {
            // Sublayers of a transform layer are not flattened into it: their 3D maps compose.
            var sublayerSpace: (toPlane: CATransform3D, planeMap: Homography)?
            if isTransformLayer {
                let own = space ?? (CATransform3DIdentity, map)
                sublayerSpace = (sublayer.transformToSuperlayer().concatenating(own.toPlane), own.planeMap)
            } else if sublayer is CATransformLayer {
                sublayerSpace = (sublayer.transformToSuperlayer(), map)
            }
            let sublayerMap = sublayerSpace.map { Homography($0.toPlane).concatenating($0.planeMap) }
                ?? sublayer.homographyToSuperlayer().concatenating(map)
            sublayersPaint = sublayersPaint.union(update(sublayer, map: sublayerMap, clip: childClip, space: sublayerSpace))
        }
        // A replicator's copies repaint wherever any of them paints when anything below changes.
        let replicates = (layer as? CAReplicatorLayer).map { $0.instanceCount != 1 } ?? false
        if replicates {
            sublayersPaint = Self.replicatedFootprint(of: layer, sublayers: sublayersPaint, map: map, clip: childClip)
        }
        subtree = subtree.union(sublayersPaint)
        // A shadow cast by the sublayers too reaches beyond them.
        if !layer._sublayers.isEmpty, !isTransformLayer, LayerTreeRenderer.castsShadow(layer), let extras = layer.extras,
           extras.shadowPath == nil, !subtree.isNull {
            if map.isAffine {
                let t = map.affine
                let offset = CGSize(width: extras.shadowOffset.width * t.a + extras.shadowOffset.height * t.c,
                                    height: extras.shadowOffset.width * t.b + extras.shadowOffset.height * t.d)
                let spread = LayerTreeRenderer.shadowSpread(extras) * map.linearScale
                subtree = subtree.union(subtree.offsetBy(dx: offset.width, dy: offset.height)
                    .insetBy(dx: -spread, dy: -spread).intersection(clip))
            } else {
                subtree = subtree.union(clip)
            }
        }
        if selfDirty || replicates {
            damage.add(state.subtreeFootprint)
            damage.add(subtree)
        }
        layer.extras?.mask?.resetCompositorState()
        state.homography = map
        state.clip = clip
        state.footprint = footprint
        state.subtreeFootprint = subtree
        layer.flags.remove([.compositeDirty, .descendantCompositeDirty])
        refreshClampedBackingStore(of: layer, map: map, clip: clip)
        return subtree
    }

    /// A layer too large to back whole keeps only its visible part; when another part comes
    /// into view, it is displayed again.
    private func refreshClampedBackingStore(of layer: CALayer, map: Homography, clip: CGRect) {
        guard let store = layer.extras?.backingStore, store.isPartial, let inverse = map.inverted(),
              let visible = inverse.boundingBox(of: clip)?.intersection(layer._bounds), !visible.isNull else { return }
        if !store.rect.insetBy(dx: -1, dy: -1).contains(visible) {
            layer.setNeedsDisplay()
        }
    }
}
