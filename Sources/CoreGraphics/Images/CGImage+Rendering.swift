/// OpenUIKit's image interface for QuartzCore and UIKit (not Apple API):
/// `@_spi(Rendering) import CoreGraphics`.
@_spi(Rendering)
extension CGImage {
    /// Decodes PNG data; nil for anything that is not a complete, valid PNG.
    public convenience init?(pngData: Data) {
        guard let provider = CGDataProvider(data: pngData) else { return nil }
        self.init(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// PNG data of the image (RGBA, or RGB for an opaque image); nil if encoding fails.
    public func pngData() -> Data? {
        encodePNG()
    }

    /// Decodes JPEG data; nil for anything that is not a complete, valid (non-CMYK) JPEG.
    public convenience init?(jpegData: Data) {
        guard let provider = CGDataProvider(data: jpegData) else { return nil }
        self.init(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// JPEG data of the image at `quality` (0...1); nil if encoding fails.
    public func jpegData(quality: CGFloat) -> Data? {
        encodeJPEG(quality: quality)
    }

    /// Calls `body` with the decoded pixels — premultiplied BGRA in memory (Cairo ARGB32),
    /// `height` rows of `bytesPerRow` bytes — whatever layout the image reports.
    public func withUnsafePixels<R>(
        _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R
    ) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: pixels.bytes, count: pixels.bytesPerRow * pixels.height),
                 pixels.bytesPerRow)
    }
}
