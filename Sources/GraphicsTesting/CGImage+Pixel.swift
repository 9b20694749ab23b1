@_spi(Rendering) import CoreGraphics

extension CGImage {
    /// The pixel at column `x`, row `y` from the top-left (pixels, not points). A point
    /// outside the image reads as `.clear`.
    public func pixel(_ x: Int, _ y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        return withUnsafePixels { pixels, bytesPerRow in
            // Decoded pixels are premultiplied BGRA in memory.
            let offset = y * bytesPerRow + x * 4
            return Pixel(pixels[offset + 2], pixels[offset + 1], pixels[offset], pixels[offset + 3])
        }
    }
}
