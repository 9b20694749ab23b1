@_spi(Rendering) import CoreGraphics

/// A layer that draws a path in its coordinate space (Core Animation). The shape is
/// composited between the layer's contents and its first sublayer.
open class CAShapeLayer: CALayer {
    /// The path to draw. Core Animation copies it.
    open var path: CGPath? {
        get { storedPath }
        set {
            storedPath = newValue?.copy()
            noteAppearanceChange("path")
        }
    }

    /// Core Animation: opaque black by default; nil fills nothing.
    open var fillColor: CGColor? = CGColor.black {
        didSet { noteAppearanceChange("fillColor") }
    }

    /// Core Animation: `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { noteAppearanceChange("fillRule") }
    }

    /// Core Animation: nil by default (no stroke).
    open var strokeColor: CGColor? {
        didSet { noteAppearanceChange("strokeColor") }
    }

    /// The fraction of the path's length where the stroke starts (0 by default).
    open var strokeStart: CGFloat = 0 {
        didSet { noteAppearanceChange("strokeStart") }
    }

    /// The fraction of the path's length where the stroke ends (1 by default).
    open var strokeEnd: CGFloat = 1 {
        didSet { noteAppearanceChange("strokeEnd") }
    }

    /// Core Animation: 1 by default.
    open var lineWidth: CGFloat = 1 {
        didSet { noteAppearanceChange("lineWidth") }
    }

    /// Core Animation: 10 by default.
    open var miterLimit: CGFloat = 10 {
        didSet { noteAppearanceChange("miterLimit") }
    }

    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { noteAppearanceChange("lineCap") }
    }

    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { noteAppearanceChange("lineJoin") }
    }

    open var lineDashPhase: CGFloat = 0 {
        didSet { noteAppearanceChange("lineDashPhase") }
    }

    /// Lengths of painted and unpainted segments, alternating; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        didSet { noteAppearanceChange("lineDashPattern") }
    }

    private var storedPath: CGPath?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            storedPath = other.storedPath
            fillColor = other.fillColor
            fillRule = other.fillRule
            strokeColor = other.strokeColor
            strokeStart = other.strokeStart
            strokeEnd = other.strokeEnd
            lineWidth = other.lineWidth
            miterLimit = other.miterLimit
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPhase = other.lineDashPhase
            lineDashPattern = other.lineDashPattern
        }
    }

    override var drawsOwnContent: Bool {
        guard let storedPath, !storedPath.isEmpty else { return false }
        return (fillColor?.alpha ?? 0) > 0 || ((strokeColor?.alpha ?? 0) > 0 && lineWidth > 0)
    }

    override func ownContentBounds() -> CGRect {
        guard let storedPath, !storedPath.isEmpty else { return _bounds }
        var box = storedPath.boundingBoxOfPath
        if strokeColor != nil, lineWidth > 0 {
            var reach = lineWidth / 2
            if lineJoin == .miter { reach *= Swift.max(1, miterLimit) }
            if lineCap == .square { reach *= 2.0.squareRoot() }
            box = box.insetBy(dx: -reach - 1, dy: -reach - 1)
        }
        return box
    }

    override func drawOwnContent(in ctx: CGContext, alpha: CGFloat) {
        guard let path = storedPath, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, strokeEnd > strokeStart else { return }
        let stroked = strokeStart <= 0 && strokeEnd >= 1 ? path : PathTrimming.trimmed(path, from: strokeStart, to: strokeEnd)
        ctx.saveGState()
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap.cgLineCap)
        ctx.setLineJoin(lineJoin.cgLineJoin)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(stroked)
        ctx.strokePath()
        ctx.restoreGState()
    }
}
