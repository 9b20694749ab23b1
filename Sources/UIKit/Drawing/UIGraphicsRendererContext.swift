/// The drawing environment a graphics renderer hands to its actions (UIKit's base class).
open class UIGraphicsRendererContext: NSObject {
    /// The context to draw into (also the current UIKit context during the actions).
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

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
