internal import CCairo

extension CGContext {
    /// Creates a bitmap context drawing into `data` (or into memory it allocates and zeroes, when
    /// `data` is nil).
    ///
    /// Supported layouts, as CoreGraphics' bitmap contexts: 8 bits per component; RGB in 32-bit
    /// pixels with `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst` or `noneSkipLast`
    /// alpha and any 32-bit byte order; 8-bit gray with no alpha; 8-bit `alphaOnly`. A
    /// `bytesPerRow` of 0 is computed. Anything else, an empty size, or a size over OpenUIKit's
    /// limit (16384 pixels per side, 64 Mi pixels in all) returns nil with a log line.
    ///
    /// `premultipliedFirst | byteOrder32Little` (BGRA in memory) is Cairo's own layout and is drawn
    /// in place; other layouts are converted after every drawing operation.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: Optional(space), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    /// The `CGBitmapInfo` form of the bitmap initializer (a nil space is allowed for
    /// `alphaOnly`).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        guard let bitmap = BitmapBacking(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                                         bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo) else {
            return nil
        }
        // Device space is y-up pixels: Cairo's y-down rows are flipped by the bitmap height.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        self.init(backing: .bitmap(bitmap), surface: bitmap.makeSurface(), deviceFlip: flip,
                  baseToDevice: flip, initialCTM: .identity)
    }

    // MARK: - Bitmap properties (0 / nil for a PDF context, as CoreGraphics)

    public var width: Int { bitmap?.width ?? 0 }
    public var height: Int { bitmap?.height ?? 0 }
    public var bitsPerComponent: Int { bitmap?.format.bitsPerComponent ?? 0 }
    public var bitsPerPixel: Int { bitmap?.format.bitsPerPixel ?? 0 }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace }
    public var bitmapInfo: CGBitmapInfo { bitmap?.format.bitmapInfo ?? [] }
    public var alphaInfo: CGImageAlphaInfo { bitmap?.format.alphaInfo ?? .none }

    /// The bitmap's memory, in the layout the context was created with; current after every
    /// drawing call returns.
    public var data: UnsafeMutableRawPointer? {
        guard let bitmap, !pixelsHandedOff else { return nil }
        // The caller may write through the pointer.
        pixelsUntouched = false
        cairo_surface_flush(surface)
        return bitmap.data
    }

    /// An image of the bitmap's current contents (a copy: later drawing does not change it), in
    /// the context's layout. Nil for a PDF context.
    public func makeImage() -> CGImage? {
        guard let bitmap, !pixelsHandedOff else { return nil }
        cairo_surface_flush(surface)
        bitmap.exportToData()
        guard let pixels = bitmap.snapshotPixels() else { return nil }
        return CGImage(pixels: pixels, format: bitmap.format, bytesPerRow: bitmap.bytesPerRow,
                       colorSpace: bitmap.colorSpace, shouldInterpolate: true, intent: state.renderingIntent)
    }
}
