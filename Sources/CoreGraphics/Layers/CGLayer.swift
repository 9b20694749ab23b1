import Foundation

/// An offscreen drawing layer (CoreGraphics): a bitmap of `size` units made to match the
/// context it was created for, drawn into through `context` and composited with
/// `CGContext.draw(_:in:)` or `draw(_:at:)`.
///
/// OpenUIKit: the layer's bitmap has the device scale of the creating context's current
/// transform (so a layer made in a 2× UIKit context keeps its resolution) and premultiplied
/// RGBA pixels; its context starts with the default graphics state, y up, as CoreGraphics'.
public final class CGLayer {
    /// The layer's size in the creating context's user units.
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?
    /// Device pixels per user unit on each axis.
    let scale: CGSize

    /// CoreGraphics: `auxiliaryInfo` is reserved (pass nil). Returns nil for an empty,
    /// non-finite or over-large size.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: [String: Any]?) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let ctm = context.userSpaceToDeviceSpaceTransform
        let sx = max(1, min(8, hypot(ctm.a, ctm.b).rounded())), sy = max(1, min(8, hypot(ctm.c, ctm.d).rounded()))
        let pixelWidth = Int((size.width * sx).rounded(.up)), pixelHeight = Int((size.height * sy).rounded(.up))
        guard let layerContext = CGContext(
            data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpace.deviceRGB, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            return nil
        }
        layerContext.scaleBy(x: sx, y: sy)
        self.size = size
        self.context = layerContext
        scale = CGSize(width: sx, height: sy)
    }

    /// The layer's current contents.
    func snapshot() -> CGImage? {
        context?.makeImage()
    }
}
