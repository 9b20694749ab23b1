internal import CCairo

/// The pixel memory behind a bitmap context.
///
/// `data` is the memory in the layout the caller asked for (the caller's, or allocated here).
/// When that layout is one Cairo draws natively (BGRA premultiplied or BGRX as 32-bit
/// little-endian words, or 8-bit alpha with a 4-byte-aligned row), Cairo draws straight into
/// `data`. Otherwise Cairo draws into a private mirror buffer that is converted from `data`
/// before and back into `data` after every drawing operation, so the caller's memory is always
/// current; that costs two passes over the bitmap per operation.
final class BitmapBacking {
    let width: Int
    let height: Int
    let format: PixelFormat
    let bytesPerRow: Int
    let data: UnsafeMutableRawPointer
    let colorSpace: CGColorSpace?
    let cairoFormat: cairo_format_t
    let cairoData: UnsafeMutableRawPointer
    let cairoStride: Int
    private let ownsData: Bool
    /// Keeps caller-provided memory alive for the context's lifetime (a `PixelStorage`).
    var owner: AnyObject?

    var isMirrored: Bool { cairoData != data }

    /// Validates the layout as CoreGraphics' bitmap contexts do; nil (with a log line) when it is
    /// not supported.
    init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
          space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        let what = "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)"
        guard BitmapLimits.check(width: width, height: height, what: what) else { return nil }
        let alpha = bitmapInfo.alphaInfo
        let model: CGColorSpaceModel = alpha == .alphaOnly ? .monochrome : (space?.model ?? .unknown)
        // CoreGraphics' supported 8-bit layouts: gray without alpha, RGB in 32 bits with
        // premultiplied or skipped alpha, and alpha only.
        let bitsPerPixel: Int
        switch (model, alpha) {
        case (_, .alphaOnly): bitsPerPixel = 8
        case (.monochrome, .none): bitsPerPixel = 8
        case (.rgb, .premultipliedFirst), (.rgb, .premultipliedLast), (.rgb, .noneSkipFirst), (.rgb, .noneSkipLast):
            bitsPerPixel = 32
        default:
            FrameworkLog.log("\(what): unsupported combination of color space \(model) and alpha \(alpha); returning nil")
            return nil
        }
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents) else {
            FrameworkLog.log("\(what): \(bitsPerComponent) bits per component is not supported (8 is); returning nil")
            return nil
        }
        let format = PixelFormat(bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo, model: model)
        let minimumRow = width * bitsPerPixel / 8
        var rowBytes = bytesPerRow
        if rowBytes == 0 {
            // CoreGraphics computes the row size when given 0; keep rows 4-byte aligned.
            rowBytes = (minimumRow + 3) & ~3
        }
        guard rowBytes >= minimumRow else {
            FrameworkLog.log("\(what): bytesPerRow \(bytesPerRow) is less than \(minimumRow); returning nil")
            return nil
        }
        self.width = width
        self.height = height
        self.format = format
        self.bytesPerRow = rowBytes
        colorSpace = alpha == .alphaOnly ? nil : space
        if let data {
            self.data = data
            ownsData = false
        } else {
            self.data = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsData = true
        }
        let native: cairo_format_t?
        switch (alpha, bitmapInfo.byteOrderInfo) {
        case (.alphaOnly, _): native = rowBytes % 4 == 0 ? CAIRO_FORMAT_A8 : nil
        case (.premultipliedFirst, .order32Little): native = CAIRO_FORMAT_ARGB32
        case (.noneSkipFirst, .order32Little): native = CAIRO_FORMAT_RGB24
        default: native = nil
        }
        if let native, Int(bitPattern: self.data) % 4 == 0 {
            cairoFormat = native
            cairoData = self.data
            cairoStride = rowBytes
        } else {
            cairoFormat = alpha == .alphaOnly ? CAIRO_FORMAT_A8 : (format.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32)
            cairoStride = Int(cairo_format_stride_for_width(cairoFormat, Int32(width)))
            cairoData = UnsafeMutableRawPointer.allocate(byteCount: cairoStride * height, alignment: 16)
            cairoData.initializeMemory(as: UInt8.self, repeating: 0, count: cairoStride * height)
            importFromData()
        }
    }

    deinit {
        if isMirrored { cairoData.deallocate() }
        if ownsData { data.deallocate() }
    }

    func makeSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(cairoData.assumingMemoryBound(to: UInt8.self), cairoFormat,
                                            Int32(width), Int32(height), Int32(cairoStride))!
    }

    /// Caller layout → Cairo mirror.
    func importFromData() {
        guard isMirrored else { return }
        for y in 0..<height {
            let source = data + y * bytesPerRow
            let destination = cairoData + y * cairoStride
            if cairoFormat == CAIRO_FORMAT_A8 {
                destination.copyMemory(from: source, byteCount: width)
            } else {
                format.decodeRow(source, into: destination.assumingMemoryBound(to: UInt32.self), width: width)
            }
        }
    }

    /// Cairo mirror → caller layout.
    func exportToData() {
        guard isMirrored else { return }
        for y in 0..<height {
            let source = cairoData + y * cairoStride
            let destination = data + y * bytesPerRow
            if cairoFormat == CAIRO_FORMAT_A8 {
                destination.copyMemory(from: source, byteCount: width)
            } else {
                format.encodeRow(source.assumingMemoryBound(to: UInt32.self), into: destination, width: width)
            }
        }
    }

    /// The current pixels as premultiplied ARGB32 (what images store). A mirrored bitmap is
    /// read back from the caller's layout, so that e.g. a gray context gives a gray image.
    func snapshotPixels() -> PixelStorage? {
        // Every row is written whole below (the storage's rows are `width` pixels).
        guard let pixels = PixelStorage(width: width, height: height, zeroed: false) else { return nil }
        for y in 0..<height {
            let destination = pixels.row(y)
            if isMirrored {
                format.decodeRow(data + y * bytesPerRow, into: destination, width: width)
                continue
            }
            let source = cairoData + y * cairoStride
            switch cairoFormat {
            case CAIRO_FORMAT_A8:
                let alpha = source.assumingMemoryBound(to: UInt8.self)
                for x in 0..<width { destination[x] = UInt32(alpha[x]) << 24 }
            case CAIRO_FORMAT_RGB24:
                let words = source.assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { destination[x] = words[x] | 0xFF00_0000 }
            default:
                destination.update(from: source.assumingMemoryBound(to: UInt32.self), count: width)
            }
        }
        return pixels
    }
}
