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
        // A small epsilon keeps 100.000000001 × 2 from becoming 201 pixels.
        let width = (size.width * scale - 1e-6).rounded(.up), height = (size.height * scale - 1e-6).rounded(.up)
        let limit = CGFloat(BitmapLimits.maximumDimension)
        // Out-of-range sizes become 0 or limit + 1 pixels, which the bitmap check then rejects.
        let pixelWidth = Int(max(0, min(limit + 1, width)))
        let pixelHeight = Int(max(0, min(limit + 1, height)))
        self.init(pixels: nil, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytesPerRow: 0, scale: scale,
                  opaque: opaque)
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
        guard let bitmap else { return nil }
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
