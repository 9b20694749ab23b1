@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
internal import CMainThread

extension CALayer {
    /// The largest backing store side in pixels. Not Apple API: a layer larger than this (at
    /// its `contentsScale`) keeps only the part that was visible in the last composited frame
    /// (or its top-left corner, before it is composited), at a lower scale if even that is
    /// too large; the clamp is logged. 4096 × 4096 pixels is 64 MiB.
    public static let maximumBackingStoreSide = 4096

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
        LayerTreeChanges.note()
        if flags.contains(.needsDisplay) {
            if !flags.contains(.wholeDisplayPending), let pending = pendingDisplayRect {
                pendingDisplayRect = r.isInfinite ? r : pending.union(r)
            }
            return
        }
        flags.insert(.needsDisplay)
        pendingDisplayRect = r
        if !MainThread.ifMain(self, { TransactionCenter.shared.layerNeedsDisplay($0) }) {
            deferToMainThread()
        }
    }

    func _needsDisplayImpl() -> Bool {
        flags.contains(.needsDisplay)
    }

    /// Redraws now if the layer needs display.
    func _displayIfNeededImpl() {
        guard flags.contains(.needsDisplay) else { return }
        let requested = pendingDisplayRect
        displayingPresentation { display() }
        // Core Animation: the request is settled here, not only by the default `display()` —
        // a subclass whose `display()` sets `contents` itself without calling super must be
        // displayed again on its next `setNeedsDisplay()`.
        if flags.contains(.needsDisplay), pendingDisplayRect == requested {
            flags.remove(.needsDisplay)
            pendingDisplayRect = nil
        }
    }

    /// Core Animation: the delegate's `display(_:)` when it implements it; otherwise a new
    /// backing store (bounds × `contentsScale`) filled by `draw(in:)` becomes `contents`.
    ///
    /// OpenUIKit keeps no backing store for a layer whose drawing reached only the default
    /// implementations and left every pixel transparent (a plain layer, or a view that does
    /// not override `draw(_:)`): `contents` is then nil, which looks the same and costs no
    /// memory.
    func _displayImpl() {
        let dirty = pendingDisplayRect
        flags.remove(.needsDisplay)
        pendingDisplayRect = nil
        let delegate = delegateForThisThread
        if let delegate, delegate.implementsDisplayLayer {
            delegate.display(self)
            return
        }
        let drawingDelegate = delegate as? _CALayerDrawingDelegate
        if let drawingDelegate, !drawingDelegate.layerShouldDraw(self) { return }
        updateBackingStore(dirtyRect: dirty, clears: drawingDelegate?.layerClearsContextBeforeDrawing(self) ?? true)
    }

    /// The union of rectangles passed to `setNeedsDisplay(_:)` since the last display
    /// (infinite after `setNeedsDisplay()`); nil when nothing is pending.
    @_spi(UIKit)
    public var pendingDisplayRect: CGRect? {
        // The whole layer (`setNeedsDisplay()`, the common case) is a flag: no extras and no
        // boxed rectangle for every label that redraws on a resize.
        get { flags.contains(.wholeDisplayPending) ? .infinite : extras?.pendingDisplayRect }
        set {
            if let newValue, newValue.isInfinite {
                flags.insert(.wholeDisplayPending)
                extras?.pendingDisplayRect = nil
                return
            }
            flags.remove(.wholeDisplayPending)
            if newValue == nil, extras == nil { return }
            ensureExtras().pendingDisplayRect = newValue
        }
    }

    /// Bytes held by the layer's backing store (0 without one); for memory accounting.
    @_spi(Rendering)
    public var backingStoreByteCount: Int {
        extras?.backingStore?.byteCount ?? 0
    }

    /// Draws the backing store: the whole bounds, or only `dirtyRect` over the previous
    /// pixels when it is a part of them.
    ///
    /// The memory: a store redrawn at the same size is drawn in place when nothing else holds
    /// its image (no copy of the previous pixels, no new bitmap, no copy into the image);
    /// otherwise the new store gets memory from `BackingStorePool` and its image takes that
    /// memory without a copy. The pixels are the same either way.
    private func updateBackingStore(dirtyRect: CGRect?, clears: Bool) {
        let bounds = _bounds
        guard bounds.width > 0, bounds.height > 0 else {
            // Core Animation does not draw an empty layer; draw once it has a size.
            flags.insert(.displayDeferred)
            dropBackingStore()
            return
        }
        let (region, scale) = backingRegion()
        let previous = extras?.backingStore
        let reusable = previous.map { $0.rect == region && $0.scale == scale } ?? false
        var drawRect = region
        if let dirtyRect, !dirtyRect.isInfinite, reusable {
            drawRect = dirtyRect.intersection(region)
            guard !drawRect.isNull, !drawRect.isEmpty else { return }
        }
        let partial = drawRect != region
        // Keep the pixels outside the rectangle being redrawn (and inside it unless the
        // drawer asked for a cleared context).
        let keepsPrevious = reusable && (partial || !clears)
        let onMainThread = openuikit_is_main_thread()
        // A plain layer with no delegate draws nothing (`draw(in:)` is the default): redrawn
        // whole it would be transparent, which the probe below finds after drawing and
        // scanning a whole bitmap (a view freed while its layer waited for display).
        if onMainThread, !keepsPrevious, Swift.type(of: self) == CALayer.self, delegateForThisThread == nil {
            dropBackingStore()
            return
        }
        let pixelSize = CGContext.pixelSize(of: region.size, scale: scale)
        // The previous pixels stay where they are when the copy would be exact (whole pixels).
        let aligned = abs(region.width * scale - CGFloat(pixelSize.width)) < 1e-9
            && abs(region.height * scale - CGFloat(pixelSize.height)) < 1e-9
        var storage: PixelStorage?
        var previousInPlace = false
        if onMainThread, reusable, let previous, !keepsPrevious || aligned, let pixels = takeUniquePixels(of: previous) {
            if keepsPrevious { previousInPlace = true } else { pixels.clear() }
            storage = pixels
        }
        let tookPrevious = storage != nil
        if storage == nil {
            storage = Self.transparentStorage(width: pixelSize.width, height: pixelSize.height, onMainThread: onMainThread)
        }
        /// Drops the store; the compositor must learn that the taken one is gone.
        func drop() {
            dropBackingStore()
            if tookPrevious { markCompositeDirty() }
        }
        guard !region.isEmpty, let storage, let context = CGContext(storage: storage, scale: scale) else {
            FrameworkLog.log("CALayer.display(): no backing store for \(region.size) points at scale \(scale); contents cleared")
            drop()
            return
        }
        context.translateBy(x: -region.minX, y: -region.minY)
        if keepsPrevious, !previousInPlace, let previous {
            context.drawImage(previous.image, in: previous.rect)
        }
        if partial {
            context.clip(to: drawRect)
            if clears { context.clear(drawRect) }
        }
        let probing = _DrawProbe._begin()
        delegateForThisThread?.layerWillDraw(self)
        drawBackingStoreContent(in: context)
        let onlyDefaults = probing && _DrawProbe._end()
        // A bitmap that started transparent and that nothing touched is still transparent.
        if onlyDefaults, !partial, !keepsPrevious, context.pixelsAreUntouched {
            if let image = context.makeImageSharingPixels() { Self.recycle(image, isClear: true) }
            drop()
            return
        }
        guard let image = context.makeImageSharingPixels() else {
            drop()
            return
        }
        let extras = ensureExtras()
        if onlyDefaults, !partial, Self.isFullyTransparent(image) {
            drop()
            Self.recycle(image, isClear: true)
            return
        }
        extras.backingStore = BackingStore(image: image, rect: region, scale: scale, isPartial: region != bounds)
        extras.contents = image
        if let previous, !tookPrevious { Self.recycle(previous) }
        if partial, !flags.contains(.compositeDirty), let state = _renderState {
            // Only the redrawn rectangle changes on screen.
            let area = (state.homography.boundingBox(of: drawRect) ?? state.clip).intersection(state.clip)
            if !MainThread.ifMain(self, { LayerCompositor.shared.addDamage(area, under: $0) }) {
                markCompositeDirty()
            }
        } else {
            markCompositeDirty()
        }
        layerDidChangeAppearance()
    }

    private func dropBackingStore() {
        guard let extras, let store = extras.backingStore else { return }
        extras.backingStore = nil
        if (extras.contents as? CGImage) === store.image {
            extras.contents = nil
            markCompositeDirty()
        }
        Self.recycle(store)
    }

    /// The memory of `store` (the layer's backing store, shown as its contents) for drawing
    /// in place, when nothing else holds its image; the layer then has no store or contents
    /// until the caller sets new ones. Nil (and nothing changed) otherwise.
    private func takeUniquePixels(of store: BackingStore) -> PixelStorage? {
        guard let extras, extras.backingStore === store, (extras.contents as? CGImage) === store.image else { return nil }
        extras.contents = nil
        // CoreGraphics: an image's pixels never change once it exists (an app may keep
        // `contents` and draw it later), so they are reused only when no one else can see them.
        guard isKnownUniquelyReferenced(&store.image) else {
            extras.contents = store.image
            return nil
        }
        extras.backingStore = nil
        return store.image.pixelStorage
    }

    /// Transparent memory for a new backing store: the pool's on the main thread.
    private static func transparentStorage(width: Int, height: Int, onMainThread: Bool) -> PixelStorage? {
        guard onMainThread else { return PixelStorage(width: width, height: height) }
        return MainThread.onMainThreadUnchecked {
            FrameworkEnvironment.backingStorePool.transparentStorage(width: width, height: height)
        }
    }

    /// Gives the memory of a store that was replaced or dropped to the pool, when its image
    /// is not held anywhere else (an app may keep `contents`).
    private static func recycle(_ store: BackingStore) {
        guard openuikit_is_main_thread(), isKnownUniquelyReferenced(&store.image) else { return }
        let pixels = store.image.pixelStorage
        MainThread.onMainThreadUnchecked { FrameworkEnvironment.backingStorePool.recycle(pixels, isClear: false) }
    }

    /// Gives the memory of an image made here and never shown to the pool.
    private static func recycle(_ image: consuming CGImage, isClear: Bool) {
        guard openuikit_is_main_thread() else { return }
        var image = image
        guard isKnownUniquelyReferenced(&image) else { return }
        let pixels = image.pixelStorage
        MainThread.onMainThreadUnchecked { FrameworkEnvironment.backingStorePool.recycle(pixels, isClear: isClear) }
    }

    /// The part of the bounds to back and the pixels per point: everything at
    /// `contentsScale`, unless that exceeds `maximumBackingStoreSide`.
    private func backingRegion() -> (CGRect, CGFloat) {
        let bounds = _bounds
        var scale = contentsScale
        let limit = CGFloat(Self.maximumBackingStoreSide)
        if bounds.width * scale <= limit, bounds.height * scale <= limit { return (bounds, scale) }
        // Too large: back what was visible last frame (or the top-left corner).
        var region = bounds
        if let state = _renderState, let inverse = state.homography.inverted(),
           let visible = inverse.boundingBox(of: state.clip) {
            region = visible.intersection(bounds).integral.intersection(bounds)
        }
        if region.isNull || region.isEmpty {
            region = CGRect(origin: bounds.origin, size: CGSize(width: Swift.min(bounds.width, limit / scale),
                                                               height: Swift.min(bounds.height, limit / scale)))
        }
        let side = Swift.max(region.width, region.height) * scale
        if side > limit { scale *= limit / side }
        FrameworkLog.log("CALayer: a \(Int(saturating: bounds.width)) × \(Int(saturating: bounds.height)) point layer exceeds the backing store limit (\(Self.maximumBackingStoreSide) pixels per side); backing \(Int(saturating: region.width)) × \(Int(saturating: region.height)) points of it at scale \(scale)")
        return (region, scale)
    }

    static func isFullyTransparent(_ image: CGImage) -> Bool {
        image.withUnsafePixels { pixels, bytesPerRow in
            let width = image.width
            for y in 0..<image.height {
                let row = (pixels.baseAddress! + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where row[x] != 0 { return false }
            }
            return true
        }
    }
}
