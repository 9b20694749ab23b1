@_spi(Rendering) import QuartzCore
@_spi(Rendering) import CoreGraphics
import GraphicsTesting
import Foundation

// What only the framework's own tests read: the compositor's frame buffers (users read a
// window's with UIKitTesting's `Snapshot.frameBufferImage(of:)`).
extension FrameBuffer {
    /// The pixel at (x, y) pixels from the top-left; `.clear` outside the buffer.
    public func pixel(_ x: Int, _ y: Int) -> Pixel {
        withUnsafePixels { pixels, bytesPerRow in
            let offset = y * bytesPerRow + x * 4
            guard x >= 0, y >= 0, x * 4 < bytesPerRow, offset + 3 < pixels.count else { return .clear }
            return Pixel(pixels[offset + 2], pixels[offset + 1], pixels[offset], pixels[offset + 3])
        }
    }

    /// Writes the pixels to a PNG (handy while debugging a test).
    public func write(to path: String) {
        try? makeImage()?.pngData()?.write(to: URL(fileURLWithPath: path))
    }
}
