internal import CMainThread
extension CALayer {
    /// Marks the layer for layout in the next transaction (end of the run-loop turn).
    func _setNeedsLayoutImpl() {
        LayerTreeChanges.note()
        if flags.contains(.needsLayout) { return }
        flags.insert(.needsLayout)
        propagatePendingLayoutToAncestors()
    }

    func _needsLayoutImpl() -> Bool {
        flags.contains(.needsLayout)
    }

    /// Core Animation: "the layer's super layers are traversed until an ancestor that does not
    /// require layout is found; then layout is performed on the entire tree beneath it".
    func _layoutIfNeededImpl() {
        var top = self
        while let parent = top._superlayer, parent.flags.contains(.needsLayout) {
            top = parent
        }
        top.layoutSubtreeIfNeeded()
    }

    /// Lays out the sublayers. The default asks the delegate (a UIView lays out its subviews
    /// here).
    func _layoutSublayersImpl() {
        if let hooks = _ownerHooks, openuikit_is_main_thread() {
            ownerLayoutUnchecked(hooks, self)
        } else {
            delegateForThisThread?.layoutSublayers(of: self)
        }
    }

    /// Top-down: a layer lays out before its sublayers, so that sizes it sets on them are
    /// seen when they lay out; each layer at most once per pass unless it is marked again.
    func layoutSubtreeIfNeeded() {
        if flags.contains(.needsLayout) && !flags.contains(.layoutDeferredToNextCommit) {
            // UIKit: the needs-layout flag is cleared before `layoutSubviews()` runs, so a view
            // may mark itself again while laying out (TagListView re-adds its subviews there),
            // and such a view does not make the update cycle loop. `layoutIfNeeded()` lays it
            // out once; a commit lays it out again once (a view that added subviews in its
            // first layout settles) and leaves a further mark for the next commit.
            flags.remove(.needsLayout)
            MainThread.ifMain(self) { layer in
                if TransactionCenter.shared.layoutCulprits != nil {
                    let name = layer.delegate.map { String(describing: type(of: $0)) } ?? String(describing: type(of: layer))
                    TransactionCenter.shared.layoutCulprits?.insert(name)
                }
            }
            layoutSublayers()
            if flags.contains(.needsLayout) {
                MainThread.ifMain(self) { layer in TransactionCenter.shared.deferLayoutToNextCommit(layer) }
            }
        }
        if flags.contains(.descendantNeedsLayout) {
            flags.remove(.descendantNeedsLayout)
            // Iterate a snapshot: layout may add or remove sublayers.
            for sublayer in _sublayers where sublayer.flags.contains(.needsLayout) || sublayer.flags.contains(.descendantNeedsLayout) {
                guard sublayer._superlayer === self else { continue }
                sublayer.layoutSubtreeIfNeeded()
            }
        }
    }

    /// Sets `descendantNeedsLayout` on ancestors (stopping at the first that already has it)
    /// and hands the root to the transaction when it is a window's root layer.
    func propagatePendingLayoutToAncestors() {
        guard flags.contains(.needsLayout) || flags.contains(.descendantNeedsLayout) else { return }
        var current = self
        while let parent = current._superlayer {
            if parent.flags.contains(.descendantNeedsLayout) { return }
            parent.flags.insert(.descendantNeedsLayout)
            current = parent
        }
        if current.flags.contains(.isContextRoot) {
            if !MainThread.ifMain(current, { TransactionCenter.shared.layerTreeNeedsLayout($0) }) {
                current.deferToMainThread()
            }
        }
    }

    /// Marks (or unmarks) the layer as the root of a window: the transaction lays out
    /// and displays layer trees from such roots at the end of each run-loop turn.
    @_spi(UIKit)
    public var isContextRoot: Bool {
        get { flags.contains(.isContextRoot) }
        set {
            if newValue { flags.insert(.isContextRoot) } else { flags.remove(.isContextRoot) }
            if newValue { propagatePendingLayoutToAncestors() }
        }
    }

    /// Whether this layer or a descendant waits for layout.
    @_spi(UIKit)
    public var subtreeNeedsLayout: Bool {
        flags.contains(.needsLayout) || flags.contains(.descendantNeedsLayout)
    }
}

/// The owner's layout hook as a plain function (arguments passed as they are, not retained in
/// a tuple). Called only after `openuikit_is_main_thread()` (see `MainThread`).
@inline(__always)
private func ownerLayoutUnchecked(_ hooks: any _CALayerGeometryObserver, _ layer: CALayer) {
    // A closure literal that captures nothing, cast at the call: no global to initialise
    // (a global closure costs a `swift_once` check and a reabstraction thunk per call).
    unsafeBitCast(
        { (hooks: any _CALayerGeometryObserver, layer: CALayer) in hooks._ownerLayoutSublayers(of: layer) }
            as @MainActor (any _CALayerGeometryObserver, CALayer) -> Void,
        to: ((any _CALayerGeometryObserver, CALayer) -> Void).self)(hooks, layer)
}
