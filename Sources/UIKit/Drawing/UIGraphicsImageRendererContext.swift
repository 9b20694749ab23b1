/// The drawing environment of an image renderer (UIKit).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let imageScale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        imageScale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageScale, orientation: .up)
    }
}
