/// The text system that draws `CATextLayer`s (not Apple API).
///
/// QuartzCore cannot lay out text itself: text shaping lives in UIKit (Pango). UIKit installs
/// its renderer with `CATextLayer._installTextRenderer(_:)` when it starts (the first
/// `UIApplication`, `UIScreen` or `UIView`). Without one, a text layer draws nothing and says so
/// once in the log. Called on whatever thread draws or measures the layer, so it is `Sendable`.
@_spi(UIKit)
public protocol _CATextLayerRenderer: AnyObject, Sendable {
    /// Draws the layer's text into `ctx`, whose user space is the layer's (y down), the first
    /// line's top at the top of the bounds.
    func drawText(of layer: CATextLayer, in ctx: CGContext)

    /// The size the layer's text takes (`preferredFrameSize()`): wrapped to the bounds' width
    /// when the layer wraps, otherwise one line per paragraph.
    func sizeOfText(of layer: CATextLayer) -> CGSize
}
