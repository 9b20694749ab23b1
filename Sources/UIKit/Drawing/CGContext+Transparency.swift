@_spi(Rendering) import CoreGraphics

extension CGContext {
    /// Whether every pixel of a bitmap context is transparent black.
    var isFullyTransparent: Bool {
        withUnsafeMutablePixels { pixels, _ in
            let words = pixels.bindMemory(to: UInt32.self)
            for word in words where word != 0 { return false }
            return true
        } ?? false
    }
}
