/// The text settings CoreGraphics keeps in the graphics state (saved and restored with it).
/// CoreGraphics defaults: no font, size 0, no extra spacing, fill mode, smoothing and
/// subpixel positioning on.
struct TextGraphicsState {
    var font: CGFont?
    var fontSize: CGFloat = 0
    var characterSpacing: CGFloat = 0
    var drawingMode = CGTextDrawingMode.fill
    var shouldSmoothFonts = true
    var shouldSubpixelPositionFonts = true
    var shouldSubpixelQuantizeFonts = true
}

/// The text settings that belong to the context rather than to its graphics state.
struct ContextTextSettings {
    var textMatrix = CGAffineTransform.identity
    var allowsFontSmoothing = true
    var allowsFontSubpixelPositioning = true
    var allowsFontSubpixelQuantization = true
}
