@_spi(Rendering) import CoreGraphics

// Drawing images into the current context (UIKit draws them upright in its y-down space).
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (a resizable image keeps its cap insets).
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if imageOrientation == .upMirrored {
            // Mirrored about the rectangle's vertical centre line.
            context.translateBy(x: rect.minX + rect.maxX, y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        if isResizable {
            drawResizable(cgImage, in: rect, context: context)
        } else {
            context.drawImage(cgImage, in: rect)
        }
        context.restoreGState()
    }

    /// Fills `rect` with copies of the image at its size, from `rect`'s origin.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil else { return }
        let tile = size
        guard tile.width > 0, tile.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                draw(in: CGRect(x: x, y: y, width: tile.width, height: tile.height))
                x += tile.width
            }
            y += tile.height
        }
        context.restoreGState()
    }

    /// The nine parts of a resizable image: corners at their size, edges and middle stretched.
    private func drawResizable(_ cgImage: CGImage, in rect: CGRect, context: CGContext) {
        let size = self.size
        let insets = capInsets
        let xs = [rect.minX, rect.minX + insets.left, rect.maxX - insets.right, rect.maxX]
        let ys = [rect.minY, rect.minY + insets.top, rect.maxY - insets.bottom, rect.maxY]
        let us = [0, insets.left, size.width - insets.right, size.width].map { $0 / Swift.max(size.width, 1e-9) }
        let vs = [0, insets.top, size.height - insets.bottom, size.height].map { $0 / Swift.max(size.height, 1e-9) }
        for row in 0..<3 {
            for column in 0..<3 {
                let d = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let u0 = us[column], u1 = us[column + 1], v0 = vs[row], v1 = vs[row + 1]
                guard d.width > 0, d.height > 0, u1 > u0, v1 > v0 else { continue }
                // Cut the part out so that filtering does not blend in its neighbors.
                let pixels = CGRect(x: u0 * CGFloat(cgImage.width), y: v0 * CGFloat(cgImage.height),
                                    width: (u1 - u0) * CGFloat(cgImage.width), height: (v1 - v0) * CGFloat(cgImage.height))
                if let part = cgImage.cropping(to: pixels), abs(pixels.width - CGFloat(part.width)) < 0.01,
                   abs(pixels.height - CGFloat(part.height)) < 0.01 {
                    context.drawImage(part, in: d)
                    continue
                }
                let sx = d.width / (u1 - u0), sy = d.height / (v1 - v0)
                let whole = CGRect(x: d.minX - u0 * sx, y: d.minY - v0 * sy, width: sx, height: sy)
                context.drawImage(cgImage, in: whole, clipRect: d)
            }
        }
    }
}
