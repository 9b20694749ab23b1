@_spi(Diagnostics) import CoreGraphics

extension CALayer {
    var _sublayersImpl: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in _sublayers {
                sublayerWillLeave(layer)
                layer.detachFromSuperlayer()
            }
            _sublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    var _superlayerImpl: CALayer? { _superlayer }

    func _addSublayerImpl(_ layer: CALayer) {
        insert(layer, at: _sublayers.count, api: "addSublayer(_:)")
    }

    func _insertSublayerImpl(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx), api: "insertSublayer(_:at:)")
    }

    func _insertSublayerImpl(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = indexOfSublayer(sibling) else {
            if sibling != nil { FrameworkLog.log("CALayer.insertSublayer(_:above:): the sibling is not a sublayer; appending") }
            return insert(layer, at: _sublayers.count, api: "insertSublayer(_:above:)")
        }
        let adjusted = layer._superlayer === self && indexOfSublayer(layer)! <= index ? index : index + 1
        insert(layer, at: adjusted, api: "insertSublayer(_:above:)")
    }

    func _insertSublayerImpl(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = indexOfSublayer(sibling) else {
            if sibling != nil { FrameworkLog.log("CALayer.insertSublayer(_:below:): the sibling is not a sublayer; inserting at the bottom") }
            return insert(layer, at: 0, api: "insertSublayer(_:below:)")
        }
        let adjusted = layer._superlayer === self && indexOfSublayer(layer)! < index ? index - 1 : index
        insert(layer, at: adjusted, api: "insertSublayer(_:below:)")
    }

    func _replaceSublayerImpl(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = indexOfSublayer(oldLayer) else {
            FrameworkLog.log("CALayer.replaceSublayer(_:with:): the old layer is not a sublayer; nothing replaced")
            return
        }
        if oldLayer === newLayer { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index, api: "replaceSublayer(_:with:)")
    }

    func _removeFromSuperlayerImpl() {
        guard let parent = _superlayer else { return }
        parent.sublayerWillLeave(self)
        if let index = parent.indexOfSublayer(self) {
            parent._sublayers.remove(at: index)
        }
        detachFromSuperlayer()
        parent.layerDidChangeAppearance()
    }

    /// Index of a direct sublayer, by identity.
    public func indexOfSublayer(_ layer: CALayer) -> Int? {
        guard layer._superlayer === self else { return nil }
        // Search from the end: the common case is the most recently added sublayer.
        var i = _sublayers.count - 1
        while i >= 0 {
            if _sublayers[i] === layer { return i }
            i -= 1
        }
        return nil
    }

    /// True when `layer` is the receiver or one of its ancestors is the receiver.
    func isAncestor(of layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let l = current {
            if l === self { return true }
            current = l._superlayer
        }
        return false
    }

    func insert(_ layer: CALayer, at index: Int, api: String) {
        precondition(!layer.isAncestor(of: self),
                     "CALayer.\(api): cannot add a layer to itself or to one of its own sublayers")
        if layer._superlayer === self, let current = indexOfSublayer(layer) {
            _sublayers.remove(at: current)
        } else {
            layer.removeFromSuperlayer()
        }
        let clamped = Swift.max(0, Swift.min(index, _sublayers.count))
        _sublayers.insert(layer, at: clamped)
        layer._superlayer = self
        LayerGeometryChanges.note()
        layerDidJoinTree(layer)
        layer.propagatePendingLayoutToAncestors()
        sublayerDidArrive(layer)
        layerDidChangeAppearance()
    }

    private func detachFromSuperlayer() {
        _superlayer = nil
        LayerGeometryChanges.note()
    }
}
