/// The base of UIKit's graphics renderers: a drawing area and the format of its contexts.
open class UIGraphicsRenderer: NSObject {
    /// The drawing area in points (its origin is where drawing starts).
    let bounds: CGRect
    private let rendererFormat: UIGraphicsRendererFormat

    init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds.standardized
        rendererFormat = format
        format.boundsStorage = self.bounds
        super.init()
    }

    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer produces images (UIKit: true for image renderers).
    open var allowsImageOutput: Bool { false }
}
