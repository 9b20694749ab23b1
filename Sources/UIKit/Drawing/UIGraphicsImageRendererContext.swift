/// The drawing environment of an image renderer (UIKit).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let imageScale: CGFloat
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        imageScale = format.scale
        imageFormat = format
        super.init(cgContext: cgContext, format: format)
    }

    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageScale, orientation: .up)
    }
}
