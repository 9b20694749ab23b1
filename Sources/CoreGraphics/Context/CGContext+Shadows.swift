internal import CCairo

extension CGContext {
    /// Draws a shadow under everything painted from now on (part of the graphics state).
    ///
    /// CoreGraphics: `offset` is in base space and not affected by the CTM. In a context made
    /// with Apple's initializers base space is y-up device space (positive height moves the
    /// shadow up); in a UIKit-style context (`@_spi(Rendering)` initializer) it is y-down
    /// points, so positive height moves the shadow down, as on iOS. `blur` is roughly twice the
    /// Gaussian standard deviation. A nil or fully transparent color turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            FrameworkLog.log("CGContext.setShadow: non-finite offset or blur; shadow turned off")
            state.shadow = nil
            return
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// CoreGraphics: the default shadow color is black with 1/3 alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// The largest blur OpenUIKit renders (standard deviation in device pixels); larger values
    /// look the same (the shadow is spread out of sight) and would only cost time.
    static let maximumShadowSigma = 256.0

    /// Draws the shadow, then the operation itself, both through the current clip and blend
    /// mode. The shadow is made by drawing the operation on a scratch surface, blurring its
    /// alpha and painting the shadow color through it at the offset. Parts of the shape outside
    /// the clip still cast shadow inside it, as in CoreGraphics.
    func paintWithShadow(_ shadow: GraphicsState.Shadow, bounds: CGRect?, _ draw: (OpaquePointer) -> Void) {
        paintShadow(shadow, bounds: bounds, draw)
        draw(cr)
    }

    private func paintShadow(_ shadow: GraphicsState.Shadow, bounds: CGRect?, _ draw: (OpaquePointer) -> Void) {
        let offset = shadow.offset.applying(baseToDevice)
        let scale = abs(baseToDevice.determinant).squareRoot()
        let sigma = min(Double(shadow.blur * scale) / 2, Self.maximumShadowSigma)
        let pad = Int(saturating: (3 * sigma).rounded(.up))
        let clip = deviceClipExtents()
        guard !clip.isEmpty, clip.isFiniteRect, offset.width.isFinite, offset.height.isFinite,
              abs(offset.width) <= clip.width + CGFloat(pad), abs(offset.height) <= clip.height + CGFloat(pad) else {
            return // the shadow lands entirely outside the clip
        }
        // The shape pixels whose (blurred) shadow can land inside the clip.
        var region = clip.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -CGFloat(pad), dy: -CGFloat(pad))
        if let bounds, bounds.isFiniteRect { region = region.intersection(bounds) }
        guard !region.isNull, !region.isEmpty else { return }
        region = region.integral
        let width = Int(region.width), height = Int(region.height)
        guard BitmapLimits.allows(width: width + 2 * pad, height: height + 2 * pad) else {
            FrameworkLog.log("CGContext: shadow area \(width) × \(height) is too large; drawing without shadow")
            return
        }

        let shape = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(shape) }
        cairo_surface_set_device_offset(shape, -Double(region.minX), -Double(region.minY))
        let scratch = cairo_create(shape)!
        cairo_set_antialias(scratch, cairoAntialias)
        cairo_set_tolerance(scratch, cairoTolerance)
        draw(scratch)
        cairo_destroy(scratch)
        cairo_surface_flush(shape)

        // The shape's alpha, padded so the blur can spread, then blurred.
        let maskWidth = width + 2 * pad, maskHeight = height + 2 * pad
        var plane = [UInt8](repeating: 0, count: maskWidth * maskHeight)
        let shapeData = cairo_image_surface_get_data(shape)!
        let shapeStride = Int(cairo_image_surface_get_stride(shape))
        for y in 0..<height {
            let row = UnsafeRawPointer(shapeData + y * shapeStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { plane[(y + pad) * maskWidth + x + pad] = UInt8(row[x] >> 24) }
        }
        AlphaBlur(sigma: sigma).apply(to: &plane, width: maskWidth, height: maskHeight)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))!
        defer { cairo_surface_destroy(mask) }
        cairo_surface_flush(mask)
        let maskData = cairo_image_surface_get_data(mask)!
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        plane.withUnsafeBytes { bytes in
            for y in 0..<maskHeight {
                (maskData + y * maskStride).update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    + y * maskWidth, count: maskWidth)
            }
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(max(0, min(1, c.alpha))))
        cairo_mask_surface(cr, mask, Double(region.minX) - Double(pad) + Double(offset.width),
                           Double(region.minY) - Double(pad) + Double(offset.height))
        cairo_restore(cr)
    }
}
