@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import Foundation

/// Creates images from drawing actions (UIKit): each call gives the actions a fresh
/// bitmap context of `bounds` at the format's scale, current for UIKit drawing (UIColor,
/// UIBezierPath, UIImage, `layer.render(in:)`), with the origin at the top-left.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        imageFormat = format
        super.init(bounds: bounds, format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` in a new context and returns the image drawn. An empty or oversized
    /// renderer logs and returns an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = run(actions), let image = context.cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.scale, orientation: .up)
    }

    /// The image drawn by `actions`, as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image drawn by `actions`, as JPEG data at `compressionQuality` (0: smallest, 1:
    /// best). UIKit: JPEG has no alpha, so transparent areas come out black.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext? {
        let scale = imageFormat.scale > 0 && imageFormat.scale.isFinite ? imageFormat.scale : 1
        guard bounds.width > 0, bounds.height > 0,
              let cgContext = CGContext(size: bounds.size, scale: scale, opaque: imageFormat.opaque) else {
            FrameworkLog.log("UIGraphicsImageRenderer: cannot create a \(bounds.size) context at scale \(scale); the image is empty")
            return nil
        }
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: imageFormat)
        UIGraphicsPushContext(cgContext)
        actions(context)
        UIGraphicsPopContext()
        return context
    }
}
