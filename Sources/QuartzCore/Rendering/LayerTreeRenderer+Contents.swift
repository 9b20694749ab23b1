@_spi(Rendering) import CoreGraphics

// `contents`: an image placed by `contentsGravity`, cut by `contentsRect`, stretched around
// `contentsCenter`.
extension LayerTreeRenderer {
    func drawContents(_ image: CGImage, of layer: CALayer, in ctx: CGContext) {
        if let store = layer.extras?.backingStore, store.image === image, store.isPartial {
            // A clamped backing store covers only part of the layer, at its own place.
            ctx.drawImage(image, in: store.rect)
            return
        }
        let source = Self.unitClamped(layer.contentsRect)
        guard source.width > 0, source.height > 0 else { return }
        let destination = Self.contentsDestination(of: layer, image: image, source: source)
        guard destination.width > 0, destination.height > 0 else { return }
        // The layer's filters: magnification when the image is drawn larger than its pixels.
        let magnified = destination.width * Self.pixelsPerUnit(ctx) > CGFloat(image.width) * source.width + 0.5
        let filter = magnified ? layer.magnificationFilter : layer.minificationFilter
        let previousQuality = ctx.interpolationQuality
        ctx.interpolationQuality = filter == .nearest ? .none : (filter == .trilinear ? .high : .default)
        defer { ctx.interpolationQuality = previousQuality }
        let center = layer.contentsCenter
        if layer.contentsGravity == .resize, center != CGRect(x: 0, y: 0, width: 1, height: 1) {
            drawNineSlice(image, source: source, center: Self.unitClamped(center), in: destination, layer: layer, ctx: ctx)
        } else {
            Self.draw(image, region: source, in: destination, ctx: ctx, layer: layer)
        }
    }

    /// Where `contentsGravity` puts the (cut) image in the layer. Core Animation names the
    /// vertical gravities for a y-up space: `.top` is at the bounds' maximum y unless
    /// `contentsAreFlipped()`.
    static func contentsDestination(of layer: CALayer, image: CGImage, source: CGRect) -> CGRect {
        let bounds = layer._bounds
        let scale = layer.contentsScale
        let size = CGSize(width: CGFloat(image.width) * source.width / scale,
                          height: CGFloat(image.height) * source.height / scale)
        let gravity = layer.contentsGravity
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .null }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            break
        }
        let raw = gravity.rawValue
        let flipped = layer.contentsAreFlipped()
        var x = bounds.midX - size.width / 2
        var y = bounds.midY - size.height / 2
        if raw.hasSuffix("Left") || raw == "left" { x = bounds.minX }
        if raw.hasSuffix("Right") || raw == "right" { x = bounds.maxX - size.width }
        let top = raw.hasPrefix("top"), bottom = raw.hasPrefix("bottom")
        if top { y = flipped ? bounds.minY : bounds.maxY - size.height }
        if bottom { y = flipped ? bounds.maxY - size.height : bounds.minY }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Draws the part `region` (unit coordinates of the image, y down) of `image` into
    /// `destination`. A part on whole pixels is cut out first (and kept with the layer), so
    /// that filtering does not blend in the pixels around it (sprite sheets, nine-part
    /// images).
    static func draw(_ image: CGImage, region: CGRect, in destination: CGRect, ctx: CGContext, layer: CALayer?) {
        guard region.width > 0, region.height > 0, destination.width > 0, destination.height > 0 else { return }
        if region == CGRect(x: 0, y: 0, width: 1, height: 1) {
            ctx.drawImage(image, in: destination)
            return
        }
        let pixels = CGRect(x: region.minX * CGFloat(image.width), y: region.minY * CGFloat(image.height),
                            width: region.width * CGFloat(image.width), height: region.height * CGFloat(image.height))
        if let layer, pixels.width >= 1, pixels.height >= 1, Self.isWhole(pixels),
           let part = ContentsSlices.slice(of: image, pixels: pixels.integral, for: layer) {
            ctx.drawImage(part, in: destination)
            return
        }
        let sx = destination.width / region.width, sy = destination.height / region.height
        let whole = CGRect(x: destination.minX - region.minX * sx, y: destination.minY - region.minY * sy,
                           width: sx, height: sy)
        ctx.drawImage(image, in: whole, clipRect: destination)
    }

    /// Core Animation's `contentsCenter`: the middle part stretches, the edges stretch along
    /// one axis, the corners keep their size (shrinking together when the layer is smaller).
    private func drawNineSlice(_ image: CGImage, source: CGRect, center: CGRect, in destination: CGRect,
                               layer: CALayer, ctx: CGContext) {
        let scale = layer.contentsScale
        let imageWidth = CGFloat(image.width) * source.width / scale
        let imageHeight = CGFloat(image.height) * source.height / scale
        // Fixed edge sizes in points, shrunk to fit.
        var left = center.minX * imageWidth, right = (1 - center.maxX) * imageWidth
        var top = center.minY * imageHeight, bottom = (1 - center.maxY) * imageHeight
        if left + right > destination.width, left + right > 0 {
            let f = destination.width / (left + right); left *= f; right *= f
        }
        if top + bottom > destination.height, top + bottom > 0 {
            let f = destination.height / (top + bottom); top *= f; bottom *= f
        }
        let xs = [destination.minX, destination.minX + left, destination.maxX - right, destination.maxX]
        let ys = [destination.minY, destination.minY + top, destination.maxY - bottom, destination.maxY]
        let us = [0, center.minX, center.maxX, 1]
        let vs = [0, center.minY, center.maxY, 1]
        for row in 0..<3 {
            for column in 0..<3 {
                let d = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                var u0 = us[column], u1 = us[column + 1], v0 = vs[row], v1 = vs[row + 1]
                // A zero-width middle stretches the single pixel column (row) there.
                if column == 1, u1 <= u0 {
                    let half = 0.5 / (CGFloat(image.width) * source.width)
                    u0 -= half; u1 += half
                }
                if row == 1, v1 <= v0 {
                    let half = 0.5 / (CGFloat(image.height) * source.height)
                    v0 -= half; v1 += half
                }
                let r = CGRect(x: source.minX + u0 * source.width, y: source.minY + v0 * source.height,
                               width: (u1 - u0) * source.width, height: (v1 - v0) * source.height)
                Self.draw(image, region: r, in: d, ctx: ctx, layer: layer)
            }
        }
    }

    static func isWhole(_ r: CGRect) -> Bool {
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        return whole(r.minX) && whole(r.minY) && whole(r.maxX) && whole(r.maxY)
    }

    static func unitClamped(_ r: CGRect) -> CGRect {
        let s = r.standardized
        guard s.origin.x.isFinite, s.origin.y.isFinite, s.width.isFinite, s.height.isFinite else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        return s.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
