@_spi(UIKit) @_spi(Rendering) import QuartzCore

// A visible window's layer tree is composited into a frame buffer (window size × screen
// scale) at the end of each run-loop turn; platform backends present it.
extension UIWindow {
    /// The window's composited pixels while it is visible (nil while hidden). Backends read
    /// the pixels and `damagedRects` after each frame (`LayerCompositor.presentHandlers`).
    @_spi(Platform)
    public var frameBuffer: FrameBuffer? {
        // UI tests skip the frames of the app settling: the last is composited when read.
        TransactionCenter.shared.compositeSkippedFrames()
        return LayerCompositor.shared.frameBuffer(for: layer)
    }

    /// Attaches the layer tree to the compositor while the window is visible.
    func updateCompositing() {
        if isHidden {
            LayerCompositor.shared.detach(layer)
        } else {
            LayerCompositor.shared.attach(layer, scale: screen.scale)
        }
    }

    /// The latest frame for a backend to present (nil while hidden or before the first one).
    var presentableFrame: WindowFrame? {
        guard let buffer = frameBuffer else { return nil }
        // A backend that changed the screen's scale (HiDPI) gets frames at that scale from
        // the next one on.
        if buffer.scale != screen.scale { buffer.setScale(screen.scale) }
        guard let pixels = buffer.baseAddress else { return nil }
        return WindowFrame(pixels: pixels, pixelWidth: buffer.pixelWidth, pixelHeight: buffer.pixelHeight,
                           bytesPerRow: buffer.bytesPerRow, damage: buffer.damagedRects)
    }
}
