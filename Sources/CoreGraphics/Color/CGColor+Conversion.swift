extension CGColor {
    /// The color expressed in `space` (CoreGraphics). RGB ↔ gray uses Rec. 601 luma, CMYK uses
    /// the naive complement conversion; OpenUIKit does no color management, so `intent` and
    /// `options` do not change the result. Nil for a space with no components (pattern,
    /// indexed, ...).
    ///
    /// Porting note: `options` is `[String: Any]?` instead of `CFDictionary?`.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent,
                          options: [String: Any]?) -> CGColor? {
        if colorSpace == space { return self }
        let c = rgba
        var values: [CGFloat]
        switch space.model {
        case .rgb:
            values = [c.red, c.green, c.blue]
        case .monochrome:
            values = [CGColor.luma(red: c.red, green: c.green, blue: c.blue)]
        case .cmyk:
            let k = 1 - max(c.red, c.green, c.blue)
            if k >= 1 {
                values = [0, 0, 0, 1]
            } else {
                values = [(1 - c.red - k) / (1 - k), (1 - c.green - k) / (1 - k), (1 - c.blue - k) / (1 - k), k]
            }
        default:
            return nil
        }
        values.append(c.alpha)
        return values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    /// Rec. 601 luma, the weights OpenUIKit uses for every RGB → gray conversion.
    static func luma(red: CGFloat, green: CGFloat, blue: CGFloat) -> CGFloat {
        0.299 * red + 0.587 * green + 0.114 * blue
    }

    static func cmyk(_ cyan: CGFloat, _ magenta: CGFloat, _ yellow: CGFloat, _ black: CGFloat,
                     _ alpha: CGFloat) -> CGColor {
        [cyan, magenta, yellow, black, alpha].withUnsafeBufferPointer {
            CGColor(colorSpace: CGColorSpace.deviceCMYK, components: $0.baseAddress!)!
        }
    }

    /// CoreGraphics: a color space's initial color is opaque black.
    static func defaultColor(in space: CGColorSpace) -> CGColor {
        let count = max(space.numberOfComponents, 1)
        var values = [CGFloat](repeating: 0, count: count) + [1]
        if space.model == .cmyk { values[3] = 1 }
        return values.withUnsafeBufferPointer {
            CGColor(colorSpace: space, components: $0.baseAddress!) ?? .black
        }
    }
}
