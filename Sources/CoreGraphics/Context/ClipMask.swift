internal import CCairo

/// The coverage a `clip(to:mask:)` adds to the clip: 8-bit values (Cairo `A8`) over a
/// rectangle of Cairo device space. Cairo's own clip is geometric only, so painting applies
/// this one itself (see `CGContext.paint(bounds:_:)`); it is part of the graphics state, saved
/// and restored with it, and shared (never changed) between saved copies.
final class ClipMask {
    /// An `A8` image surface, `origin` its top-left pixel in Cairo device space.
    let surface: OpaquePointer
    let originX: Int
    let originY: Int

    /// Takes ownership of `surface`.
    init(surface: OpaquePointer, originX: Int, originY: Int) {
        self.surface = surface
        self.originX = originX
        self.originY = originY
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Coverage of `image`'s pixels, one byte each (row-major, top row first), in an `A8`
    /// surface. CoreGraphics documents a DeviceGray image without alpha as the mask (white
    /// paints, black clips away): an opaque image gives its gray level (luminance for color
    /// images). UIKit: an image with alpha (drawn into an image context, as KDCircularProgress
    /// does) masks by its alpha.
    static func coverage(of image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let byAlpha = !image.format.isOpaque
        for y in 0..<image.height {
            let source = image.pixels.row(y)
            let target = data + y * stride
            for x in 0..<image.width {
                let argb = source[x]
                if byAlpha {
                    target[x] = UInt8(truncatingIfNeeded: argb >> 24)
                } else {
                    // Rec. 601 weights (equal channels for gray images give the gray itself).
                    let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                    target[x] = UInt8((r * 299 + g * 587 + b * 114 + 500) / 1000)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
