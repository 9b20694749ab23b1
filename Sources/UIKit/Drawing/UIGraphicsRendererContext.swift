/// The drawing environment a graphics renderer hands to its actions (UIKit's base class).
open class UIGraphicsRendererContext: NSObject {
    /// The context to draw into (also the current UIKit context during the actions).
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// The renderer's format (the image and PDF contexts return theirs, typed as such).
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
