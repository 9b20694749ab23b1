/// The part of a context's graphics state that OpenUIKit keeps in Swift (the clip lives in the
/// Cairo context's own state, saved and restored alongside).
///
/// CoreGraphics defaults: black fill and stroke in DeviceGray, alpha 1, 1-unit butt/miter lines
/// with miter limit 10, no dash, normal blend, no shadow, antialiasing on.
struct GraphicsState {
    struct Shadow {
        /// In base space (see `CGContext.baseToDevice`).
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var fillColorSpace: CGColorSpace = CGColorSpace.deviceGray
    var strokeColorSpace: CGColorSpace = CGColorSpace.deviceGray
    var alpha: CGFloat = 1
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var lineDashLengths: [CGFloat] = []
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var shouldAntialias = true
    var interpolationQuality = CGInterpolationQuality.default
    var flatness: CGFloat = 0.5
    var renderingIntent = CGColorRenderingIntent.defaultIntent
    /// Text and font settings (`CGContext+Text.swift`): recorded only, since text is drawn by
    /// UIKit's text system (Pango), not by `CGContext` glyph calls.
    var text = TextGraphicsState()
    /// Recorded: there is no `CGPattern`.
    var patternPhase = CGSize.zero
    /// The coverage of `clip(to:mask:)` calls, on top of Cairo's geometric clip.
    var clipMask: ClipMask?

    init(ctm: CGAffineTransform) {
        self.ctm = ctm
    }
}
