/// CoreGraphics' text state. OpenUIKit draws text through UIKit's text system (Pango on the
/// context's Cairo surface), not with `CGContext` glyph calls, so these settings are recorded
/// (and saved and restored like CoreGraphics' graphics state) without changing what is drawn.
extension CGContext {
    /// The transform from text space to user space (context-wide, not saved with the graphics
    /// state; identity by default).
    public var textMatrix: CGAffineTransform {
        get { contextText.textMatrix }
        set { contextText.textMatrix = newValue }
    }

    /// Where the next glyph would be drawn: the text matrix's translation.
    public var textPosition: CGPoint {
        get { CGPoint(x: contextText.textMatrix.tx, y: contextText.textMatrix.ty) }
        set {
            contextText.textMatrix.tx = newValue.x
            contextText.textMatrix.ty = newValue.y
        }
    }

    public func setFont(_ font: CGFont) { state.text.font = font }

    public func setFontSize(_ size: CGFloat) { state.text.fontSize = size }

    /// Extra space added between glyphs, in text space.
    public func setCharacterSpacing(_ spacing: CGFloat) { state.text.characterSpacing = spacing }

    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.text.drawingMode = mode }

    /// Font smoothing for this graphics state (only when also allowed context-wide).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { state.text.shouldSmoothFonts = shouldSmoothFonts }

    /// CoreGraphics: context-wide, not part of the graphics state.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {
        contextText.allowsFontSmoothing = allowsFontSmoothing
    }

    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {
        state.text.shouldSubpixelPositionFonts = shouldSubpixelPositionFonts
    }

    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {
        contextText.allowsFontSubpixelPositioning = allowsFontSubpixelPositioning
    }

    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {
        state.text.shouldSubpixelQuantizeFonts = shouldSubpixelQuantizeFonts
    }

    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {
        contextText.allowsFontSubpixelQuantization = allowsFontSubpixelQuantization
    }

    /// The offset of pattern fills (recorded: OpenUIKit has no `CGPattern`).
    public func setPatternPhase(_ phase: CGSize) { state.patternPhase = phase }
}
