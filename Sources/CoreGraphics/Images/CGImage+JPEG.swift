internal import CJPEG

extension CGImage {
    /// Decodes a JPEG image (CoreGraphics). Returns nil for data that is not a complete, valid
    /// JPEG, for CMYK JPEGs (not decoded here), and for images over OpenUIKit's bitmap limit.
    ///
    /// Differs from CoreGraphics: the image reports the layout it is decoded to (opaque BGRX,
    /// `noneSkipFirst | byteOrder32Little`); `decode` is ignored.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let pixels = CGImage.decodeJPEGPixels(data) else { return nil }
        let format = PixelFormat(bitsPerComponent: 8, bitsPerPixel: 32,
                                 bitmapInfo: CGBitmapInfo(alpha: .noneSkipFirst, byteOrder: .order32Little), model: .rgb)
        self.init(pixels: pixels, format: format, bytesPerRow: pixels.bytesPerRow,
                  colorSpace: CGColorSpace.deviceRGB, shouldInterpolate: shouldInterpolate, intent: intent,
                  utType: "public.jpeg")
    }

    static func decodeJPEGPixels(_ data: Data) -> PixelStorage? {
        // SOI marker: other data is not handed to libjpeg.
        guard data.count > 3, data.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
        var error = [CChar](repeating: 0, count: 256)
        let bytes = [UInt8](data)
        var width: Int32 = 0, height: Int32 = 0
        guard openuikit_jpeg_decode(bytes, bytes.count, &width, &height, nil, 0, &error, error.count) == 1 else {
            FrameworkLog.log("JPEG decoding: \(Self.message(error)); returning nil")
            return nil
        }
        guard BitmapLimits.check(width: Int(width), height: Int(height), what: "JPEG decoding"),
              let pixels = PixelStorage(width: Int(width), height: Int(height)) else { return nil }
        let decoded = openuikit_jpeg_decode(bytes, bytes.count, &width, &height, pixels.bytes.assumingMemoryBound(to: UInt8.self),
                                            Int32(pixels.bytesPerRow), &error, error.count)
        guard decoded == 1 else {
            FrameworkLog.log("JPEG decoding: \(Self.message(error)); returning nil")
            return nil
        }
        return pixels
    }

    /// JPEG bytes of the image at `quality` (0...1, clamped). JPEG has no alpha: the
    /// premultiplied colors are written as they are, so transparent areas come out black.
    func encodeJPEG(quality: CGFloat) -> Data? {
        let clamped = quality.isFinite ? min(max(quality, 0), 1) : 1
        var error = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = openuikit_jpeg_encode_bgrx(pixels.bytes.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                                                Int32(pixels.bytesPerRow), Int32((clamped * 100).rounded()),
                                                &output, &length, &error, error.count)
        guard status == 1, let output else {
            FrameworkLog.log("JPEG encoding: \(Self.message(error)); returning nil")
            return nil
        }
        defer { openuikit_jpeg_free(output) }
        return Data(bytes: output, count: Int(length))
    }

    /// The C wrapper's NUL-terminated message.
    private static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
