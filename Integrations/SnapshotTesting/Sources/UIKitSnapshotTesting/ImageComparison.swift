import UIKit

/// The pixel comparison behind `Diffing<UIImage>.image`, with swift-snapshot-testing's semantics:
///
/// - identical pixels match, whatever the precisions;
/// - `perceptualPrecision` 1: `precision` is the fraction of bytes (RGBA components) that must be
///   identical;
/// - `perceptualPrecision` below 1: a pixel matches when its CIE94 ΔE from the reference is at
///   most `(1 - perceptualPrecision) * 100`, and `precision` is the fraction of pixels that must
///   match.
enum ImageComparison {
    /// Nil when `new` matches `old`, else why not.
    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard precision.isFinite, (0...1).contains(precision) else {
            return "The precision \(precision) is not a fraction from 0 to 1."
        }
        guard perceptualPrecision.isFinite, (0...1).contains(perceptualPrecision) else {
            return "The perceptual precision \(perceptualPrecision) is not a fraction from 0 to 1."
        }
        guard let oldImage = old.cgImage else { return "The reference image could not be loaded." }
        guard let newImage = new.cgImage else { return "The new snapshot has no bitmap." }
        guard newImage.width > 0, newImage.height > 0 else { return "The new snapshot is empty." }
        guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
            return "The new snapshot is \(newImage.width) × \(newImage.height) pixels (\(points(new))); "
                + "the reference is \(oldImage.width) × \(oldImage.height) pixels (\(points(old)))."
        }
        guard let oldBytes = rgbaBytes(of: oldImage) else { return "The reference image's pixels could not be read." }
        guard var newBytes = rgbaBytes(of: newImage) else { return "The new snapshot's pixels could not be read." }
        if oldBytes == newBytes { return nil }
        // The reference went through PNG (straight alpha), which rounds translucent pixels:
        // compare with the new image after the same trip.
        guard let png = new.pngData(), let decoded = UIImage(data: png)?.cgImage, let trip = rgbaBytes(of: decoded) else {
            return "The new snapshot could not be encoded as PNG."
        }
        newBytes = trip
        if oldBytes == newBytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 {
            return "The new snapshot does not match the reference."
        }
        if perceptualPrecision < 1 {
            return perceptualProblem(oldBytes, newBytes, pixelCount: oldImage.width * oldImage.height,
                                     precision: precision, perceptualPrecision: perceptualPrecision)
        }
        var differing = 0
        for index in oldBytes.indices where oldBytes[index] != newBytes[index] {
            differing += 1
        }
        let allowed = Int((1 - precision) * Float(oldBytes.count))
        guard differing > allowed else { return nil }
        let actual = 1 - Float(differing) / Float(oldBytes.count)
        return "The image precision \(actual) is less than the required \(precision)."
    }

    private static func points(_ image: UIImage) -> String {
        func g(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        return "\(g(image.size.width)) × \(g(image.size.height)) points at scale \(g(image.scale))"
    }

    private static func perceptualProblem(_ old: [UInt8], _ new: [UInt8], pixelCount: Int,
                                          precision: Float, perceptualPrecision: Float) -> String? {
        let threshold = Double(1 - perceptualPrecision) * 100
        var failing = 0
        var largest = 0.0
        var index = 0
        while index < old.count {
            defer { index += 4 }
            if old[index] == new[index], old[index + 1] == new[index + 1], old[index + 2] == new[index + 2],
               old[index + 3] == new[index + 3] {
                continue
            }
            let deltaE = Self.deltaE(old, new, at: index)
            guard deltaE.isFinite else {
                return "The perceptual comparison failed: ΔE is \(deltaE) at pixel \(index / 4)."
            }
            if deltaE > threshold {
                failing += 1
                largest = max(largest, deltaE)
            }
        }
        let actual = 1 - Float(failing) / Float(max(pixelCount, 1))
        guard actual < precision else { return nil }
        let lowestPerceptual = 1 - min(Float(largest) / 100, 1)
        return "The fraction of matching pixels \(actual) is less than the required \(precision).\n"
            + "The lowest perceptual precision \(lowestPerceptual) is less than the required \(perceptualPrecision)."
    }

    /// ΔE of the pixel at byte `index` (premultiplied RGBA): the larger of the differences seen
    /// over white and over black, so that a change of transparency alone counts too.
    private static func deltaE(_ old: [UInt8], _ new: [UInt8], at index: Int) -> Double {
        func over(_ bytes: [UInt8], white: Bool) -> LabColor {
            let cover = white ? 255 - bytes[index + 3] : 0
            // Premultiplied components never exceed alpha, so the sum stays within a byte.
            return LabColor(red: bytes[index] &+ cover, green: bytes[index + 1] &+ cover, blue: bytes[index + 2] &+ cover)
        }
        let overWhite = over(old, white: true).deltaE94(to: over(new, white: true))
        let overBlack = over(old, white: false).deltaE94(to: over(new, white: false))
        return max(overWhite, overBlack)
    }

    /// The image's pixels as premultiplied RGBA bytes, row by row from the top.
    static func rgbaBytes(of image: CGImage) -> [UInt8]? {
        let width = image.width, height = image.height
        guard width > 0, height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = bytes.withUnsafeMutableBytes { raw -> Bool in
            guard let context = CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: space,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
                                              | CGBitmapInfo.byteOrder32Big.rawValue) else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        return drawn ? bytes : nil
    }

    /// The differences of two same-size images: each pixel's largest component difference as
    /// gray on black (white where they differ most); nil for images of different sizes.
    static func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
        guard let oldImage = old.cgImage, let newImage = new.cgImage,
              oldImage.width == newImage.width, oldImage.height == newImage.height,
              let oldBytes = rgbaBytes(of: oldImage), let newBytes = rgbaBytes(of: newImage),
              let space = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
        var out = [UInt8](repeating: 255, count: oldBytes.count)
        var index = 0
        while index < oldBytes.count {
            defer { index += 4 }
            var largest: UInt8 = 0
            for component in 0..<4 {
                let a = oldBytes[index + component], b = newBytes[index + component]
                largest = max(largest, a > b ? a - b : b - a)
            }
            out[index] = largest
            out[index + 1] = largest
            out[index + 2] = largest
        }
        let image = out.withUnsafeMutableBytes { raw -> CGImage? in
            CGContext(data: raw.baseAddress, width: oldImage.width, height: oldImage.height, bitsPerComponent: 8,
                      bytesPerRow: oldImage.width * 4, space: space,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)?
                .makeImage()
        }
        return image.map { UIImage(cgImage: $0, scale: old.scale, orientation: .up) }
    }
}
