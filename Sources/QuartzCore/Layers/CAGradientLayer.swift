@_spi(Rendering) import CoreGraphics

/// A layer that draws a color gradient over its background color, filling the shape of the
/// layer (its rounded corners included) (Core Animation).
///
/// `startPoint` and `endPoint` are in the unit space of the bounds (y down on iOS). Axial
/// gradients extend their end colors beyond the points. Radial: the ellipse centered on
/// `startPoint` whose radii are the horizontal and vertical distances to `endPoint`.
/// Conic: the angle around `startPoint`, starting toward `endPoint` and turning clockwise on
/// screen.
open class CAGradientLayer: CALayer {
    /// The colors (`CGColor`) of the gradient stops.
    open var colors: [Any]? {
        didSet { gradient = nil; noteAppearanceChange("colors") }
    }

    /// The stops' locations in 0...1, increasing; nil spreads the colors evenly. Core
    /// Animation: ignored unless there is one per color.
    open var locations: [NSNumber]? {
        didSet { gradient = nil; noteAppearanceChange("locations") }
    }

    /// Core Animation: (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { noteAppearanceChange("startPoint") }
    }

    /// Core Animation: (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { noteAppearanceChange("endPoint") }
    }

    /// Core Animation: `.axial` by default.
    open var type: CAGradientLayerType = .axial {
        didSet { noteAppearanceChange("type") }
    }

    private var gradient: CGGradient?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }

    var stopColors: [CGColor] {
        (colors ?? []).compactMap { $0 as? CGColor }
    }

    var stopLocations: [CGFloat]? {
        guard let locations, locations.count == stopColors.count else { return nil }
        return locations.map { CGFloat($0.doubleValue) }
    }

    override var drawsOwnContent: Bool { !stopColors.isEmpty }

    override var ownContentFillsBackgroundShape: Bool {
        type != .radial && stopColors.allSatisfy { $0.alpha >= 1 }
    }

    override func drawOwnContent(in ctx: CGContext, alpha: CGFloat) {
        let colors = stopColors
        guard !colors.isEmpty, _bounds.width > 0, _bounds.height > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let shape = backgroundShape() {
            ctx.addPath(shape)
            ctx.clip()
        } else {
            ctx.clip(to: _bounds)
        }
        if colors.count == 1 {
            ctx.setFillColor(colors[0])
            ctx.fill(_bounds)
            return
        }
        if type == .conic {
            if let image = conicImage(colors: colors, scale: LayerTreeRenderer.pixelsPerUnit(ctx)) {
                ctx.drawImage(image, in: _bounds)
            }
            return
        }
        guard let gradient = currentGradient(colors) else { return }
        let start = unitToLayer(startPoint), end = unitToLayer(endPoint)
        if type == .radial {
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 || ry == 0 {
                // A flat ellipse: use the distance as a circle's radius.
                let r = hypot(end.x - start.x, end.y - start.y)
                rx = r; ry = r
            }
            guard rx > 0, ry > 0 else { return }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                   options: [.drawsAfterEndLocation])
        } else {
            if start == end {
                ctx.setFillColor(colors[colors.count - 1])
                ctx.fill(_bounds)
                return
            }
            ctx.drawLinearGradient(gradient, start: start, end: end,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    private func unitToLayer(_ p: CGPoint) -> CGPoint {
        CGPoint(x: _bounds.minX + p.x * _bounds.width, y: _bounds.minY + p.y * _bounds.height)
    }

    private func currentGradient(_ colors: [CGColor]) -> CGGradient? {
        if let gradient { return gradient }
        let made: CGGradient?
        if let locations = stopLocations {
            made = locations.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: colors, locations: $0.baseAddress) }
        } else {
            made = CGGradient(colorsSpace: nil, colors: colors, locations: nil)
        }
        gradient = made
        return made
    }

    /// Conic gradients are computed per pixel (Cairo has none) and kept until something
    /// they depend on changes.
    private func conicImage(colors: [CGColor], scale: CGFloat) -> CGImage? {
        let key = ConicKey(size: _bounds.size, scale: scale, colors: colors, locations: stopLocations,
                           start: startPoint, end: endPoint)
        if let cache = extras?.gradientCache as? ConicCache, cache.key == key { return cache.image }
        let size = _bounds.size
        let pixelScale = LayerTreeRenderer.fitScale(scale, size, what: "conic gradient")
        guard let context = CGContext(size: size, scale: pixelScale) else { return nil }
        let locations = stopLocations ?? colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        let components = colors.map { $0.rgba }
        let center = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let toward = CGPoint(x: endPoint.x * size.width - center.x, y: endPoint.y * size.height - center.y)
        let baseAngle = toward == .zero ? 0 : atan2(toward.y, toward.x)
        context.withUnsafeMutablePixels { pixels, bytesPerRow in
            let height = pixels.count / bytesPerRow
            let width = bytesPerRow / 4
            for j in 0..<height {
                let row = (pixels.baseAddress! + j * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                let y = (CGFloat(j) + 0.5) / pixelScale - center.y
                for i in 0..<width {
                    let x = (CGFloat(i) + 0.5) / pixelScale - center.x
                    var t = (atan2(y, x) - baseAngle) / (2 * .pi)
                    t -= t.rounded(.down)
                    row[i] = Self.premultipliedColor(at: t, locations: locations, colors: components)
                }
            }
        }
        guard let image = context.makeImageSharingPixels() else { return nil }
        ensureExtras().gradientCache = ConicCache(key: key, image: image)
        return image
    }

    private static func premultipliedColor(at t: CGFloat, locations: [CGFloat],
                                           colors: [(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)]) -> UInt32 {
        var c = colors[colors.count - 1]
        if t <= locations[0] {
            c = colors[0]
        } else {
            for k in 1..<locations.count where t <= locations[k] {
                let span = locations[k] - locations[k - 1]
                let f = span > 0 ? (t - locations[k - 1]) / span : 1
                let a = colors[k - 1], b = colors[k]
                c = (a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f,
                     a.blue + (b.blue - a.blue) * f, a.alpha + (b.alpha - a.alpha) * f)
                break
            }
        }
        func byte(_ v: CGFloat) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
        let alpha = Swift.min(1, Swift.max(0, c.alpha))
        return byte(alpha) << 24 | byte(c.red * alpha) << 16 | byte(c.green * alpha) << 8 | byte(c.blue * alpha)
    }
}

private struct ConicKey: Equatable {
    var size: CGSize
    var scale: CGFloat
    var colors: [CGColor]
    var locations: [CGFloat]?
    var start: CGPoint
    var end: CGPoint
}

private final class ConicCache {
    let key: ConicKey
    let image: CGImage

    init(key: ConicKey, image: CGImage) {
        self.key = key
        self.image = image
    }
}
