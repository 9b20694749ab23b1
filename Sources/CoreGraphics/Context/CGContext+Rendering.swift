internal import CCairo

/// OpenUIKit's rendering interface for QuartzCore and UIKit (not Apple API):
/// `@_spi(Rendering) import CoreGraphics`.
@_spi(Rendering)
extension CGContext {
    /// A UIKit-style bitmap context, like the one `UIGraphicsImageRenderer` gives: premultiplied
    /// BGRA pixels (`premultipliedFirst | byteOrder32Little`, Cairo's own layout, drawn in place)
    /// of `ceil(size × scale)` pixels, allocated and cleared by the context; user space is y-down
    /// points with the origin at the top-left (`ctm` is `[scale, 0, 0, -scale, 0, pixelHeight]`,
    /// as on iOS), and shadow offsets and blur are in y-down points.
    /// With `opaque`, the layout is `noneSkipFirst` (alpha ignored, reads as 1).
    /// Nil for an empty or oversized bitmap.
    public convenience init?(size: CGSize, scale: CGFloat, opaque: Bool = false) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else {
            FrameworkLog.log("CGContext(size:scale:opaque:): invalid size \(size) or scale \(scale); returning nil")
            return nil
        }
        let pixels = Self.pixelSize(of: size, scale: scale)
        // Transparent memory an image can take over (`makeImageSharingPixels()`); a size the
        // bitmap check rejects goes the plain way, which logs why.
        if !opaque, let storage = PixelStorage(width: pixels.width, height: pixels.height) {
            self.init(storage: storage, scale: scale)
            return
        }
        self.init(pixels: nil, pixelWidth: pixels.width, pixelHeight: pixels.height, bytesPerRow: 0, scale: scale,
                  opaque: opaque)
    }

    /// The pixels `init(size:scale:opaque:)` allocates for `size` at `scale` (finite values):
    /// `ceil(size × scale)`; an out-of-range size gives 0 or one more than the limit, which
    /// the bitmap check then rejects.
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        // A small epsilon keeps 100.000000001 × 2 from becoming 201 pixels.
        let width = (size.width * scale - 1e-6).rounded(.up), height = (size.height * scale - 1e-6).rounded(.up)
        let limit = CGFloat(BitmapLimits.maximumDimension)
        return (Int(max(0, min(limit + 1, width))), Int(max(0, min(limit + 1, height))))
    }

    /// A UIKit-style context (see `init(size:scale:opaque:)`, not opaque) drawing into
    /// `storage` as it is (it is not cleared); the context keeps the storage alive.
    public convenience init?(storage: PixelStorage, scale: CGFloat) {
        self.init(pixels: storage.bytes, pixelWidth: storage.width, pixelHeight: storage.height,
                  bytesPerRow: storage.bytesPerRow, scale: scale)
        bitmap?.owner = storage
    }

    /// Whether nothing has drawn into (or cleared, or been given access to) the bitmap since
    /// the context was made: a context over transparent memory is then still transparent.
    public var pixelsAreUntouched: Bool { pixelsUntouched }

    /// The pixels as an image without copying them, for a context made with
    /// `init(storage:scale:)` or `init(size:scale:)` (not opaque): the image takes the storage, and the context draws nothing
    /// from then on (drawing is ignored with a log line; `makeImage()` and `data` are nil).
    /// Any other context returns `makeImage()`, a copy.
    public func makeImageSharingPixels() -> CGImage? {
        guard let bitmap, !pixelsHandedOff, let storage = bitmap.owner as? PixelStorage, !bitmap.isMirrored,
              bitmap.cairoFormat == CAIRO_FORMAT_ARGB32, bitmap.bytesPerRow == storage.bytesPerRow else {
            return makeImage()
        }
        // CoreGraphics: `makeImage()` may share the bitmap copy-on-write, copying only when the
        // context draws again; this context never draws again, so nothing is ever copied.
        cairo_surface_flush(surface)
        pixelsHandedOff = true
        // Cairo keeps nothing of a finished surface that could still write to the memory.
        cairo_surface_finish(surface)
        return CGImage(pixels: storage, format: bitmap.format, bytesPerRow: bitmap.bytesPerRow,
                       colorSpace: bitmap.colorSpace, shouldInterpolate: true, intent: state.renderingIntent)
    }

    /// A UIKit-style context (see `init(size:scale:opaque:)`) over caller-owned memory holding
    /// `pixelHeight` rows of `bytesPerRow` bytes (0: `4 × pixelWidth`) of premultiplied BGRA.
    /// The memory must stay valid for the context's lifetime.
    public convenience init?(pixels: UnsafeMutableRawPointer?, pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int,
                             scale: CGFloat, opaque: Bool = false) {
        let info = CGBitmapInfo(alpha: opaque ? .noneSkipFirst : .premultipliedFirst, byteOrder: .order32Little)
        guard scale.isFinite, scale > 0,
              let bitmap = BitmapBacking(data: pixels, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8,
                                         bytesPerRow: bytesPerRow, space: CGColorSpace.deviceRGB, bitmapInfo: info) else {
            return nil
        }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(pixelHeight))
        let uikitCTM = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(pixelHeight))
        self.init(backing: .bitmap(bitmap), surface: bitmap.makeSurface(), deviceFlip: flip,
                  baseToDevice: CGAffineTransform(scaleX: scale, y: scale), initialCTM: uikitCTM)
    }

    /// Calls `body` with the bitmap's memory (all rows, in the context's layout) and its row
    /// length; nil for a PDF context. Changes made by `body` are seen by later drawing.
    public func withUnsafeMutablePixels<R>(
        _ body: (_ pixels: UnsafeMutableRawBufferPointer, _ bytesPerRow: Int) throws -> R
    ) rethrows -> R? {
        guard let bitmap, !pixelsHandedOff else { return nil }
        pixelsUntouched = false
        cairo_surface_flush(surface)
        bitmap.exportToData()
        defer {
            bitmap.importFromData()
            cairo_surface_mark_dirty(surface)
        }
        return try body(UnsafeMutableRawBufferPointer(start: bitmap.data, count: bitmap.bytesPerRow * bitmap.height),
                        bitmap.bytesPerRow)
    }

    /// Lets Cairo-based code (Pango text, for instance) draw into this context: calls `body` with
    /// a `cairo_t *` (as an `OpaquePointer`) whose matrix is the current user space, whose
    /// source is the fill color times the global alpha, and whose operator, antialiasing and
    /// clip are the graphics state's. What `body` draws gets the context's shadow: when a
    /// shadow is set, `body` is called twice (first on a scratch surface that casts it). `body`
    /// must leave the Cairo state as it found it (pair any `cairo_save` with `cairo_restore`)
    /// and must not keep the pointer. Nothing is called when the CTM is singular.
    public func withCairoContext(_ body: (_ cairoContext: OpaquePointer) -> Void) {
        let fillColor = state.fillColor
        paint(bounds: nil) { target in
            guard setUserMatrix(on: target) else { return }
            cairo_new_path(target)
            setSource(fillColor, on: target)
            body(target)
        }
    }

    /// Composites `image` for a layer tree: the image fills `rect` *upright in the current
    /// user space* (its first row at `rect.minY`, unlike `draw(_:in:)`, so it is upright in a
    /// UIKit-style context), `transform` maps `rect`'s space into the current user space, and
    /// `opacity` multiplies the context's alpha. With `clipRect`, only the part inside that
    /// rounded rectangle (in `rect`'s space, corner radius `clipCornerRadius`) is drawn. The
    /// context's clip, blend mode and shadow apply.
    public func drawImage(_ image: CGImage, in rect: CGRect, transform: CGAffineTransform = .identity,
                          opacity: CGFloat = 1, clipRect: CGRect? = nil, clipCornerRadius: CGFloat = 0) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0, transform.isFinite, opacity.isFinite else { return }
        let imageToRect = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0,
                                            d: rect.height / CGFloat(image.height), tx: rect.origin.x, ty: rect.origin.y)
        let saved = state.ctm
        state.ctm = transform.concatenating(state.ctm)
        defer { state.ctm = saved }
        paintImage(image, imageToUser: imageToRect, clipTo: rect, tiled: false, opacity: opacity,
                   roundedClip: clipRect.map { ($0, max(0, clipCornerRadius)) })
    }
}
