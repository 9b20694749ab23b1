internal import CCairo

extension CGImage {
    /// Decodes a PNG image (CoreGraphics). Returns nil for data that is not a complete, valid PNG.
    ///
    /// Differs from CoreGraphics: the image reports premultiplied BGRA
    /// (`premultipliedFirst | byteOrder32Little`, or `noneSkipFirst` for opaque PNGs), the layout
    /// it is decoded to, rather than the PNG's own layout; `decode` is ignored.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let (pixels, opaque) = CGImage.decodePNGPixels(data) else { return nil }
        let format = opaque
            ? PixelFormat(bitsPerComponent: 8, bitsPerPixel: 32,
                          bitmapInfo: CGBitmapInfo(alpha: .noneSkipFirst, byteOrder: .order32Little), model: .rgb)
            : PixelFormat.nativeARGB32
        self.init(pixels: pixels, format: format, bytesPerRow: pixels.bytesPerRow,
                  colorSpace: CGColorSpace.deviceRGB, shouldInterpolate: shouldInterpolate, intent: intent,
                  utType: "public.png")
    }

    /// Reads PNG bytes through Cairo's stream reader. A read past the end reports an error to
    /// Cairo (which then returns an error surface), so truncated or corrupt data gives nil.
    static func decodePNGPixels(_ data: Data) -> (PixelStorage, opaque: Bool)? {
        // The PNG signature: rejecting other data early keeps libpng's warnings quiet.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > signature.count, data.prefix(8).elementsEqual(signature) else { return nil }
        let reader = StreamReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<StreamReader>.fromOpaque(closure!).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard BitmapLimits.check(width: width, height: height, what: "PNG decoding"),
              let pixels = PixelStorage(width: width, height: height) else { return nil }
        let format = cairo_image_surface_get_format(surface)
        // Cairo may decode 16-bit PNGs to a wider format: paint whatever it made onto ARGB32.
        pixels.withCairoSurface { target in
            let cr = cairo_create(target)!
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(target)
        }
        return (pixels, format == CAIRO_FORMAT_RGB24)
    }

    /// PNG bytes of the image (8-bit RGBA, or RGB when the image is opaque), through Cairo's
    /// PNG writer; nil if encoding fails.
    func encodePNG() -> Data? {
        let writer = StreamWriter()
        let opaque = format.isOpaque
        let status: cairo_status_t = withExtendedLifetime(writer) {
            let surface = cairo_image_surface_create_for_data(
                pixels.bytes.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(pixels.bytesPerRow))!
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            return cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let writer = Unmanaged<StreamWriter>.fromOpaque(closure!).takeUnretainedValue()
                writer.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}
