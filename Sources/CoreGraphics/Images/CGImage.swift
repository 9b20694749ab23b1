import Synchronization

/// An immutable bitmap image (CoreGraphics).
///
/// Whatever layout an image is created with (reported by `bitsPerComponent`, `bitmapInfo`, ...
/// and by `dataProvider`), OpenUIKit keeps its pixels decoded as premultiplied ARGB32 in
/// Swift-owned memory, ready to be drawn by Cairo.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// The uniform type of the data the image was decoded from (`public.png`, `public.jpeg`);
    /// nil for an image made from pixels, a context or another image.
    public let utType: CFString?

    /// The decoded pixels.
    let pixels: PixelStorage
    /// The layout the image reports.
    let format: PixelFormat
    /// Built on first use for images OpenUIKit made (from a context, a PNG, a crop).
    private let provider: Mutex<CGDataProvider?>
    /// An image mask's paint coverage per pixel, rows top first (0: masked out, 255: painted).
    let maskCoverage: [UInt8]?

    init(pixels: PixelStorage, format: PixelFormat, bytesPerRow: Int, colorSpace: CGColorSpace?,
         provider: CGDataProvider? = nil, shouldInterpolate: Bool = true,
         intent: CGColorRenderingIntent = .defaultIntent, utType: CFString? = nil, maskCoverage: [UInt8]? = nil) {
        self.pixels = pixels
        self.utType = utType
        self.maskCoverage = maskCoverage
        self.format = format
        width = pixels.width
        height = pixels.height
        bitsPerComponent = format.bitsPerComponent
        bitsPerPixel = format.bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        bitmapInfo = format.bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        self.provider = Mutex(provider)
    }

    /// Creates an image from raw pixel data.
    ///
    /// Supported: 8- or 16-bit integer components in a gray, RGB or CMYK space with any alpha
    /// placement and byte order. Returns nil (with a log line) for float components, a provider
    /// with too few bytes, an inconsistent layout, or a size over OpenUIKit's bitmap limit.
    /// Differs from CoreGraphics: a `decode` array is ignored (logged).
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard BitmapLimits.check(width: width, height: height, what: "CGImage") else { return nil }
        let format = PixelFormat(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                 bitmapInfo: bitmapInfo, model: space.model)
        if let problem = format.decodeProblem {
            FrameworkLog.log("CGImage: \(problem); returning nil")
            return nil
        }
        let minimumRow = width * format.bytesPerPixel
        guard bytesPerRow >= minimumRow else {
            FrameworkLog.log("CGImage: bytesPerRow \(bytesPerRow) is less than \(minimumRow); returning nil")
            return nil
        }
        let data = provider.data ?? Data()
        let needed = bytesPerRow * (height - 1) + minimumRow
        guard data.count >= needed else {
            FrameworkLog.log("CGImage: the data provider has \(data.count) bytes, \(needed) needed; returning nil")
            return nil
        }
        if decode != nil {
            FrameworkLog.log("CGImage: decode arrays are not supported and are ignored")
        }
        guard let pixels = PixelStorage(width: width, height: height) else { return nil }
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                format.decodeRow(raw.baseAddress! + y * bytesPerRow, into: pixels.row(y), width: width)
            }
        }
        self.init(pixels: pixels, format: format, bytesPerRow: bytesPerRow, colorSpace: space,
                  provider: provider, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrderInfo }

    /// Whether the image is an image mask (`CGImage(maskWidth:...)`).
    public var isMask: Bool { maskCoverage != nil }

    /// The image's bytes in the layout it reports.
    public var dataProvider: CGDataProvider? {
        provider.withLock { stored in
            if let stored { return stored }
            let made = makeProvider()
            stored = made
            return made
        }
    }

    private func makeProvider() -> CGDataProvider? {
        guard format.isEncodable else { return nil }
        var data = Data(count: bytesPerRow * height)
        data.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                format.encodeRow(pixels.row(y), into: raw.baseAddress! + y * bytesPerRow, width: width)
            }
        }
        return CGDataProvider(data: data)
    }

    /// The image's pixel memory (not Apple API). Images are immutable: only a holder of the
    /// one reference to the image may reuse the memory, once it lets the image go.
    @_spi(Rendering)
    public var pixelStorage: PixelStorage { pixels }

    /// CoreGraphics: images are immutable, so a copy is the same pixels.
    public func copy() -> CGImage? {
        self
    }
}

extension CGImage: CustomStringConvertible {
    public var description: String {
        "<CGImage \(width) × \(height), \(bitsPerComponent) bpc, \(bitsPerPixel) bpp, alpha \(alphaInfo)>"
    }
}
