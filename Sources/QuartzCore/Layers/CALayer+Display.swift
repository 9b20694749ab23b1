extension CALayer {
    /// Marks the layer's content as needing to be redrawn at the next display pass.
    func _setNeedsDisplayImpl() {
        markNeedsDisplay(.infinite)
    }

    /// Marks a region (in the layer's coordinates) of the content for redrawing.
    func _setNeedsDisplayRectImpl(_ r: CGRect) {
        markNeedsDisplay(r.standardized)
    }

    private func markNeedsDisplay(_ r: CGRect) {
        guard !r.isEmpty else { return }
        if flags.contains(.needsDisplay) {
            if let pending = pendingDisplayRect, !pending.isInfinite {
                pendingDisplayRect = r.isInfinite ? r : pending.union(r)
            }
            return
        }
        flags.insert(.needsDisplay)
        pendingDisplayRect = r
        TransactionCenter.shared.layerNeedsDisplay(self)
    }

    func _needsDisplayImpl() -> Bool {
        flags.contains(.needsDisplay)
    }

    /// Redraws now if the layer needs display.
    func _displayIfNeededImpl() {
        guard flags.contains(.needsDisplay) else { return }
        display()
    }

    /// Updates the layer's content. The default lets the delegate display the layer when it
    /// implements `display(_:)`.
    func _displayImpl() {
        flags.remove(.needsDisplay)
        pendingDisplayRect = nil
        if let delegate = delegate, delegate.implementsDisplayLayer {
            delegate.display(self)
        }
    }

    /// The union of rectangles passed to `setNeedsDisplay(_:)` since the last display
    /// (infinite after `setNeedsDisplay()`); nil when nothing is pending.
    @_spi(UIKit)
    public var pendingDisplayRect: CGRect? {
        get { extras?.values["pendingDisplayRect"] as? CGRect }
        set {
            if newValue == nil, extras == nil { return }
            ensureExtras().values["pendingDisplayRect"] = newValue
        }
    }
}
