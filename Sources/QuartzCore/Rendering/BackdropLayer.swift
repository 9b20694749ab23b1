@_spi(Rendering) import CoreGraphics

/// A layer that shows what is behind it blurred, with a tint over the blur (not Apple API;
/// `@_spi(Rendering)` for UIKit's `UIVisualEffectView`, whose layer it is).
///
/// The blur reads the pixels the frame already holds under the layer: everything drawn
/// before it (layers below and behind it in the tree). The compositor repaints the whole
/// area the blur reads whenever part of it is damaged (`BackdropRegistry`), so a partial
/// repaint never blurs pixels that were blurred already. Drawn into a context without
/// pixels (a PDF page), only the tint shows.
@_spi(Rendering)
public final class _CABackdropLayer: CALayer {
    /// The blur's standard deviation in points (0: no blur).
    public var blurRadius: CGFloat = 0 {
        didSet {
            if !(blurRadius.isFinite && blurRadius >= 0) { blurRadius = 0 }
            noteAppearanceChange("blurRadius")
        }
    }

    /// Drawn over the blurred pixels, inside the layer's background shape.
    public var tintColor: CGColor? {
        didSet { noteAppearanceChange("tintColor") }
    }

    public override init() {
        super.init()
        MainThread.ifMain(self) { LayerCompositor.shared.backdrops.register($0) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        MainThread.ifMain(self) { LayerCompositor.shared.backdrops.register($0) }
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? _CABackdropLayer {
            blurRadius = other.blurRadius
            tintColor = other.tintColor
        }
    }

    override var drawsOwnContent: Bool {
        blurRadius > 0 || (tintColor?.alpha ?? 0) > 0
    }

    /// The blur's reach beyond the layer, in device pixels, for a layer drawn at `scale`
    /// device pixels per point.
    func blurMargin(atScale scale: CGFloat) -> CGFloat {
        CGFloat(BackdropBlur.boxRadius(sigma: blurRadius * scale) * BackdropBlur.passes)
    }

    override func drawOwnContent(in ctx: CGContext, alpha: CGFloat) {
        let bounds = _bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let shape = backgroundShape() {
            ctx.addPath(shape)
            ctx.clip()
        } else {
            ctx.clip(to: bounds)
        }
        if blurRadius > 0 {
            blurBackdrop(in: ctx, alpha: alpha)
        }
        if let tintColor, tintColor.alpha > 0 {
            ctx.setAlpha(alpha)
            ctx.setFillColor(tintColor)
            ctx.fill(bounds)
        }
    }

    /// Replaces the pixels under the layer (inside the current clip) with their blur.
    private func blurBackdrop(in ctx: CGContext, alpha: CGFloat) {
        let width = ctx.width, height = ctx.height
        guard width > 0, height > 0 else { return }
        let ctm = ctx.ctm
        let scale = (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
        guard scale.isFinite, scale > 0 else { return }
        let radius = BackdropBlur.boxRadius(sigma: blurRadius * scale)
        let margin = CGFloat(radius * BackdropBlur.passes)
        // Device space is y-up pixels; the output is needed only where the clip lets it show.
        var target = _bounds.applying(ctm).intersection(ctx.convertToDeviceSpace(ctx.boundingBoxOfClipPath))
        target = target.intersection(CGRect(x: 0, y: 0, width: width, height: height)).integral
        guard !target.isNull, target.width >= 1, target.height >= 1 else { return }
        let read = target.insetBy(dx: -margin, dy: -margin).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        let area = BackdropBlur.Area(x: Int(read.minX), row: height - Int(read.maxY), width: Int(read.width),
                                     height: Int(read.height))
        let copy = ctx.withUnsafeMutablePixels { pixels, rowBytes in
            BackdropBlur.blurredCopy(of: pixels, bytesPerRow: rowBytes, area: area, boxRadius: radius)
        }
        guard let blurred = copy ?? nil, let image = blurred.makeImageSharingPixels() else { return }
        // Offscreen image space (y down from the read area's top-left) → the layer's space.
        let deviceToImage = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -read.minX, ty: read.maxY)
        let layerToImage = ctm.concatenating(deviceToImage)
        ctx.saveGState()
        ctx.setAlpha(alpha)
        ctx.drawImage(image, in: CGRect(x: 0, y: 0, width: read.width, height: read.height),
                      transform: layerToImage.inverted())
        ctx.restoreGState()
    }
}
