@_spi(Rendering) import CoreGraphics

extension UIImage {
    /// A copy whose pixels are `color` where the image is opaque (the image's alpha kept),
    /// with the same rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: tinted(cgImage, color: color), scale: scale, orientation: imageOrientation,
                renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode, tintColor: color,
                symbolName: symbolNameStorage, configuration: configurationStorage,
                flipsForRightToLeft: flipsForRTLStorage)
    }

    /// `image`'s shape filled with `color`.
    func tinted(_ image: CGImage?, color: UIColor) -> CGImage? {
        guard let image, let context = CGContext(size: CGSize(width: image.width, height: image.height), scale: 1) else {
            return image
        }
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        context.drawImage(image, in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        return context.makeImage() ?? image
    }
}
