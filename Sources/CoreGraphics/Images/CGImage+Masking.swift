import Foundation

extension CGImage {
    /// Creates an image mask (CoreGraphics): 1, 2, 4 or 8 bits per sample, one sample per
    /// pixel. CoreGraphics: a sample of 1 (all bits set) masks the area out and 0 lets paint
    /// through; a `decode` array of `[1, 0]` inverts that. Drawn with `CGContext.draw(_:in:)`,
    /// the mask paints the context's fill color through its open samples.
    ///
    /// Returns nil (with a log line) for another sample size, `bitsPerPixel` different from
    /// `bitsPerComponent`, too short a row or too few bytes.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        guard BitmapLimits.check(width: width, height: height, what: "CGImage(maskWidth:)") else { return nil }
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent else {
            FrameworkLog.log("CGImage(maskWidth:): \(bitsPerComponent) bits per component and \(bitsPerPixel) "
                + "bits per pixel are not an image mask layout (1, 2, 4 or 8, equal); returning nil")
            return nil
        }
        let minimumRow = (width * bitsPerPixel + 7) / 8
        let data = provider.data ?? Data()
        guard bytesPerRow >= minimumRow, data.count >= bytesPerRow * (height - 1) + minimumRow else {
            FrameworkLog.log("CGImage(maskWidth:): the rows or the data provider are too short; returning nil")
            return nil
        }
        let inverted = decode.map { $0[0] > $0[1] } ?? false
        let maximum = (1 << bitsPerComponent) - 1
        var coverage = [UInt8](repeating: 0, count: width * height)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                for x in 0..<width {
                    let bit = x * bitsPerComponent
                    let byte = bytes[y * bytesPerRow + bit / 8]
                    let shift = 8 - bitsPerComponent - bit % 8
                    let sample = (Int(byte) >> shift) & maximum
                    // Paint goes through where the (decoded) sample is 0.
                    let open = inverted ? sample : maximum - sample
                    coverage[y * width + x] = UInt8(open * 255 / maximum)
                }
            }
        }
        // Shown on its own (as an image), the mask is black where it lets paint through.
        guard let pixels = PixelStorage(width: width, height: height) else { return nil }
        for y in 0..<height {
            let row = pixels.row(y)
            for x in 0..<width {
                row[x] = UInt32(coverage[y * width + x]) << 24
            }
        }
        self.init(pixels: pixels, format: PixelFormat.nativeARGB32, bytesPerRow: bytesPerRow, colorSpace: nil,
                  provider: provider, shouldInterpolate: shouldInterpolate, intent: .defaultIntent,
                  maskCoverage: coverage)
    }

    /// This image masked by `mask` (CoreGraphics), nil when either is empty.
    ///
    /// CoreGraphics: an image mask's samples act as inverse alpha (1 masks out, 0 paints); an
    /// image used as a mask — a gray image without alpha — acts as alpha (white paints, black
    /// masks out). A mask of another size is scaled to the image's. OpenUIKit: a color image
    /// used as a mask contributes its luminance.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard width > 0, height > 0, mask.width > 0, mask.height > 0,
              let result = PixelStorage(width: width, height: height, zeroed: false) else { return nil }
        for y in 0..<height {
            let my = min(mask.height - 1, y * mask.height / height)
            let source = pixels.row(y), target = result.row(y)
            for x in 0..<width {
                let mx = min(mask.width - 1, x * mask.width / width)
                let alpha = UInt32(mask.maskAlpha(x: mx, y: my))
                let pixel = source[x]
                var scaled: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let component = (pixel >> UInt32(shift)) & 0xFF
                    scaled |= ((component * alpha + 127) / 255) << UInt32(shift)
                }
                target[x] = scaled
            }
        }
        return CGImage(pixels: result, format: PixelFormat.nativeARGB32, bytesPerRow: width * 4,
                       colorSpace: colorSpace ?? CGColorSpace.deviceRGB, shouldInterpolate: shouldInterpolate,
                       intent: renderingIntent)
    }

    /// How much paint this image lets through at a pixel when used as a mask (0...255).
    func maskAlpha(x: Int, y: Int) -> UInt8 {
        if let maskCoverage { return maskCoverage[y * width + x] }
        // A gray image: its (opaque) value; a color image: its luminance.
        let pixel = pixels.pixel(x: x, y: y)
        let r = Int((pixel >> 16) & 0xFF), g = Int((pixel >> 8) & 0xFF), b = Int(pixel & 0xFF)
        return UInt8((r * 299 + g * 587 + b * 114) / 1000)
    }

    /// An image mask painted in `color`: the color where the mask lets paint through.
    func maskPainted(with color: CGColor) -> CGImage? {
        guard let maskCoverage, let pixels = PixelStorage(width: width, height: height, zeroed: false) else {
            return nil
        }
        let c = color.rgba
        func unit(_ v: CGFloat) -> UInt32 { v.isFinite ? UInt32((max(0, min(1, v)) * 255).rounded()) : 0 }
        let a = unit(c.alpha)
        let (r, g, b) = (unit(c.red) * a / 255, unit(c.green) * a / 255, unit(c.blue) * a / 255)
        for y in 0..<height {
            let row = pixels.row(y)
            for x in 0..<width {
                let k = UInt32(maskCoverage[y * width + x])
                row[x] = (a * k / 255) << 24 | (r * k / 255) << 16 | (g * k / 255) << 8 | (b * k / 255)
            }
        }
        return CGImage(pixels: pixels, format: PixelFormat.nativeARGB32, bytesPerRow: width * 4,
                       colorSpace: CGColorSpace.deviceRGB, shouldInterpolate: shouldInterpolate,
                       intent: renderingIntent)
    }
}
