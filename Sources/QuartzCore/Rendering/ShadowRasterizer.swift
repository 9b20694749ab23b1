@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Makes layer shadows: the shape's alpha, blurred, in the shadow color, as an image drawn
/// under the layer. The blur approximates a Gaussian with three box blurs (each pass costs
/// the same whatever the radius).
///
/// Core Animation: `shadowRadius` is the blur radius in points. OpenUIKit uses it as the
/// Gaussian's standard deviation, the reading that design tools' exports rely on (a CSS
/// blur of `2 × shadowRadius`).
enum ShadowRasterizer {
    /// A rendered shadow: `image` covers `rect` (layer space, before `shadowOffset`).
    struct Shadow: Sendable {
        let image: CGImage
        let rect: CGRect
    }

    /// The largest shadow bitmap side; larger shadows are rendered at a lower resolution
    /// (they are blurred anyway), which keeps a huge layer's shadow under ~50 MB to render.
    static let maximumSide = 2048

    /// Blurs wider than this (standard deviation, in pixels) are rendered at a lower
    /// resolution and scaled up when drawn: a wide blur has no detail to lose, and the bitmap
    /// stays small whatever the radius.
    static let maximumSigmaPixels: CGFloat = 64

    /// Renders the shadow of what `drawShape` paints (in layer space) inside `shapeRect`,
    /// `scale` pixels per point, blurred by `radius` points, in `color`.
    static func render(shapeRect: CGRect, scale: CGFloat, radius: CGFloat, color: CGColor,
                       drawShape: (CGContext) -> Void) -> Shadow? {
        guard shapeRect.width > 0, shapeRect.height > 0, shapeRect.origin.x.isFinite, shapeRect.origin.y.isFinite,
              shapeRect.width.isFinite, shapeRect.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let sigma = Swift.max(0, radius)
        let rect = shapeRect.insetBy(dx: -(3 * sigma + 1), dy: -(3 * sigma + 1))
        var pixelScale = scale
        if sigma * pixelScale > maximumSigmaPixels {
            pixelScale = maximumSigmaPixels / sigma
        }
        let side = Swift.max(rect.width, rect.height) * pixelScale
        if side > CGFloat(maximumSide) {
            pixelScale *= CGFloat(maximumSide) / side
        }
        guard let context = CGContext(size: rect.size, scale: pixelScale) else { return nil }
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.setFillColor(CGColor.black)
        context.setStrokeColor(CGColor.black)
        drawShape(context)
        let c = color.rgba
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.min(1, Swift.max(0, v)) : 0 }
        let (red, green, blue, alpha) = (clean(c.red), clean(c.green), clean(c.blue), clean(c.alpha))
        context.withUnsafeMutablePixels { pixels, bytesPerRow in
            let width = Int((rect.width * pixelScale - 1e-6).rounded(.up))
            let height = pixels.count / bytesPerRow
            var plane = [Float](repeating: 0, count: width * height)
            for y in 0..<height {
                let row = (pixels.baseAddress! + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { plane[y * width + x] = Float(row[x] >> 24) }
            }
            blur(&plane, width: width, height: height, sigma: Float(sigma * pixelScale))
            for y in 0..<height {
                let row = (pixels.baseAddress! + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let a = Double(Swift.min(255, Swift.max(0, plane[y * width + x]))) / 255 * Double(alpha)
                    let pa = UInt32((a * 255).rounded())
                    let pr = UInt32((Double(red) * a * 255).rounded())
                    let pg = UInt32((Double(green) * a * 255).rounded())
                    let pb = UInt32((Double(blue) * a * 255).rounded())
                    row[x] = pa << 24 | pr << 16 | pg << 8 | pb
                }
            }
        }
        guard let image = context.makeImageSharingPixels() else { return nil }
        return Shadow(image: image, rect: CGRect(origin: rect.origin,
                                                 size: CGSize(width: CGFloat(image.width) / pixelScale,
                                                              height: CGFloat(image.height) / pixelScale)))
    }

    /// An approximate Gaussian blur of standard deviation `sigma` pixels: three box blurs
    /// per axis (W3C filter effects' construction).
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Float) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let d = Int((sigma * 3 * (2 * Float.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 0 else { return }
        var scratch = [Float](repeating: 0, count: Swift.max(width, height))
        var line = [Float](repeating: 0, count: Swift.max(width, height))
        // Three passes; for an even size the box is shifted left then right, then centered
        // with one more pixel.
        let passes: [(size: Int, offset: Int)] = d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        for y in 0..<height {
            for x in 0..<width { line[x] = plane[y * width + x] }
            for pass in passes { boxBlur(&line, count: width, size: pass.size, offset: pass.offset, scratch: &scratch) }
            for x in 0..<width { plane[y * width + x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = plane[y * width + x] }
            for pass in passes { boxBlur(&line, count: height, size: pass.size, offset: pass.offset, scratch: &scratch) }
            for y in 0..<height { plane[y * width + x] = line[y] }
        }
    }

    /// Replaces each value with the mean of `size` values starting `offset` before it
    /// (zero outside the line).
    private static func boxBlur(_ line: inout [Float], count: Int, size: Int, offset: Int, scratch: inout [Float]) {
        for i in 0..<count { scratch[i] = line[i] }
        var sum: Float = 0
        // Window for output i: [i - offset, i - offset + size).
        for j in -offset..<(size - offset) where j >= 0 && j < count { sum += scratch[j] }
        let inverse = 1 / Float(size)
        for i in 0..<count {
            line[i] = sum * inverse
            let leaving = i - offset
            let entering = i - offset + size
            if leaving >= 0 && leaving < count { sum -= scratch[leaving] }
            if entering >= 0 && entering < count { sum += scratch[entering] }
        }
    }
}
