extension CGImage {
    /// A copy that reports `space` as its color space (the same pixel values). CoreGraphics:
    /// nil when `space` has a different number of components than the image's space, or is a
    /// pattern or indexed space.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard space.model != .pattern, space.model != .indexed,
              space.numberOfComponents == (colorSpace?.numberOfComponents ?? space.numberOfComponents) else {
            return nil
        }
        // Fresh pixel memory: a holder of an image's only reference may reuse its memory.
        guard let copied = pixels.cropped(x: 0, y: 0, width: width, height: height) else { return nil }
        return CGImage(pixels: copied, format: format, bytesPerRow: bytesPerRow, colorSpace: space,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The decode array the image was made with. OpenUIKit ignores decode arrays (see the
    /// initializer), so there is none.
    public var decode: UnsafePointer<CGFloat>? { nil }
}
