internal import CCairo

extension CGContext {
    // MARK: - Saving and restoring

    /// Pushes a copy of the graphics state (CTM, clip, colors, line and shadow parameters,
    /// blend mode, ...). The current path is not part of it.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Pops the state saved by the matching `saveGState()`. An unbalanced call is ignored (with
    /// a log line), as is a restore past the start of the current transparency layer.
    public func restoreGState() {
        let floor = transparencyLayers.last?.depth ?? 0
        guard savedStates.count > floor, let saved = savedStates.popLast() else {
            FrameworkLog.log("CGContext.restoreGState() without a matching saveGState(); ignored")
            return
        }
        state = saved
        cairo_restore(cr)
    }

    // MARK: - Colors

    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
        if let space = color.colorSpace { state.fillColorSpace = space }
    }

    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
        if let space = color.colorSpace { state.strokeColorSpace = space }
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor.cmyk(cyan, magenta, yellow, black, alpha))
    }

    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor.cmyk(cyan, magenta, yellow, black, alpha))
    }

    /// CoreGraphics: sets the fill color space and resets the fill color to that space's
    /// default (opaque black).
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColorSpace = space
        state.fillColor = CGColor.defaultColor(in: space)
    }

    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColorSpace = space
        state.strokeColor = CGColor.defaultColor(in: space)
    }

    /// Components (followed by alpha) in the current fill color space.
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.fillColorSpace, components: components) { state.fillColor = color }
    }

    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let color = CGColor(colorSpace: state.strokeColorSpace, components: components) { state.strokeColor = color }
    }

    /// The global alpha, multiplied into everything drawn. CoreGraphics clamps it to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isFinite ? max(0, min(1, alpha)) : 1
    }

    // MARK: - Lines

    /// Negative or non-finite widths are ignored (with a log line).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            FrameworkLog.log("CGContext.setLineWidth(\(width)): invalid width ignored")
            return
        }
        state.lineWidth = width
    }

    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
    }

    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
    }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        state.miterLimit = limit
    }

    /// CoreGraphics: `lengths` alternate painted and unpainted segment lengths in user space;
    /// `phase` is how far into the pattern a stroke starts. An empty array turns dashing off.
    /// Negative or non-finite lengths turn it off too (with a log line).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            FrameworkLog.log("CGContext.setLineDash: invalid pattern \(lengths) ignored; lines are solid")
            state.lineDashLengths = []
            return
        }
        state.lineDashPhase = phase
        state.lineDashLengths = lengths
    }

    /// How finely curves are flattened (CoreGraphics default 0.5); larger is coarser.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        state.flatness = flatness
    }

    // MARK: - Compositing and quality

    /// CoreGraphics' blend modes map to Cairo's operators; `plusDarker` has no Cairo equivalent
    /// and draws as `normal` (logged when set).
    public func setBlendMode(_ mode: CGBlendMode) {
        if mode == .plusDarker {
            FrameworkLog.log("CGContext.setBlendMode(.plusDarker) is not supported by Cairo; drawing with .normal")
        }
        state.blendMode = mode
    }

    /// Antialiasing for this graphics state (only when also allowed by
    /// `setAllowsAntialiasing(_:)`).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// CoreGraphics: context-wide, not part of the graphics state.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        allowsAntialiasingFlag = allowsAntialiasing
    }

    /// How images are resampled when drawn scaled or transformed.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Recorded only: OpenUIKit draws in sRGB without gamut mapping.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {
        state.renderingIntent = intent
    }
}
