internal import CCairo

/// Premultiplied ARGB32 pixels owned by Swift: Cairo's `CAIRO_FORMAT_ARGB32`, one native-endian
/// `UInt32` per pixel with alpha in the high byte (so B, G, R, A in memory on little-endian
/// machines, which CoreGraphics calls `premultipliedFirst | byteOrder32Little`).
///
/// Images keep their pixels here; a Cairo surface wraps the memory only for the duration of a
/// draw (`withCairoSurface`), so the memory's lifetime stays under Swift's control.
///
/// `@_spi(Rendering)` so that the compositor can keep layers' backing-store memory between
/// displays: a context made with `CGContext(storage:scale:)` draws into it and
/// `makeImageSharingPixels()` hands it to an image without a copy.
@_spi(Rendering)
public final class PixelStorage: @unchecked Sendable {
    let bytes: UnsafeMutableRawPointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int

    /// Zero-filled (transparent black) storage; nil if the size is empty or over the limit.
    public convenience init?(width: Int, height: Int) {
        self.init(width: width, height: height, zeroed: true)
    }

    /// Storage whose memory is left as allocated unless `zeroed` (for callers that write every
    /// byte before anything reads it).
    init?(width: Int, height: Int, zeroed: Bool) {
        guard width > 0, height > 0, BitmapLimits.allows(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        bytesPerRow = width * 4
        bytes = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        if zeroed { clear() }
    }

    /// Bytes of pixel memory.
    public var byteCount: Int { bytesPerRow * height }

    /// Makes every pixel transparent black.
    public func clear() {
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
    }

    deinit {
        bytes.deallocate()
    }

    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (bytes + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }

    func pixel(x: Int, y: Int) -> UInt32 {
        row(y)[x]
    }

    /// Runs `body` with a Cairo image surface over these pixels. The surface is finished before
    /// it is destroyed: Cairo then copies the pixels into any snapshot a PDF or recording surface
    /// still holds, so nothing refers to this memory afterwards.
    func withCairoSurface<R>(_ body: (OpaquePointer) -> R) -> R {
        let surface = cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(bytesPerRow))!
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return body(surface)
    }

    /// A copy of the rectangle `x..<x+w, y..<y+h` (already clamped by the caller).
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> PixelStorage? {
        // Every byte is copied below.
        guard let copy = PixelStorage(width: w, height: h, zeroed: false) else { return nil }
        for row in 0..<h {
            (copy.bytes + row * copy.bytesPerRow).copyMemory(
                from: bytes + (y + row) * bytesPerRow + x * 4, byteCount: w * 4)
        }
        return copy
    }
}
