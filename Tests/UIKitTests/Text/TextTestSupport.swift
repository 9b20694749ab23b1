import XCTest
@_spi(Rendering) import CoreGraphics
import UIKit

/// A rendered bitmap read back for pixel assertions, with coordinates in points.
struct TextBitmap {
    let width: Int
    let height: Int
    let scale: CGFloat
    /// Premultiplied BGRA rows, tightly packed.
    let bytes: [UInt8]
    let png: Data?

    struct Pixel: Equatable {
        var red: Int, green: Int, blue: Int, alpha: Int

        /// Dark on a white background.
        var isInk: Bool { alpha > 0 && (red + green + blue) / 3 < 200 }
        var isReddish: Bool { alpha > 0 && red > 150 && green < 110 && blue < 110 }
        var isBluish: Bool { alpha > 0 && blue > 150 && red < 110 && green < 110 }
    }

    func pixel(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(red: Int(bytes[i + 2]), green: Int(bytes[i + 1]), blue: Int(bytes[i]), alpha: Int(bytes[i + 3]))
    }

    /// The bounding box, in points, of the pixels matching `predicate` (nil: none).
    func bounds(in rect: CGRect? = nil, where predicate: (Pixel) -> Bool = { $0.isInk }) -> CGRect? {
        let area = rect.map { pixelRect($0) } ?? (0, 0, width, height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in area.1..<area.3 {
            for x in area.0..<area.2 where predicate(pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// How many pixels in `rect` (points) match `predicate`.
    func count(in rect: CGRect? = nil, where predicate: (Pixel) -> Bool = { $0.isInk }) -> Int {
        let area = rect.map { pixelRect($0) } ?? (0, 0, width, height)
        var total = 0
        for y in area.1..<area.3 {
            for x in area.0..<area.2 where predicate(pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }

    /// The darkest gray level (0 black ... 255 white) of the bitmap.
    var darkestLevel: Int {
        var darkest = 255
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x: x, y: y)
                darkest = min(darkest, (p.red + p.green + p.blue) / 3)
            }
        }
        return darkest
    }

    private func pixelRect(_ rect: CGRect) -> (Int, Int, Int, Int) {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(width, Int((rect.maxX * scale).rounded(.up))), y1 = min(height, Int((rect.maxY * scale).rounded(.up)))
        return (x0, y0, max(x0, x1), max(y0, y1))
    }
}

enum TextRendering {
    /// Draws into a UIKit-style (y-down) bitmap filled with white, with the context current.
    @MainActor
    static func render(size: CGSize, scale: CGFloat = 1, _ draw: (CGContext) -> Void) -> TextBitmap {
        let context = CGContext(size: size, scale: scale, opaque: false)!
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(origin: .zero, size: size))
        UIGraphicsPushContext(context)
        draw(context)
        UIGraphicsPopContext()
        let image = context.makeImage()!
        let bytes = image.withUnsafePixels { pixels, bytesPerRow -> [UInt8] in
            var packed: [UInt8] = []
            packed.reserveCapacity(image.width * image.height * 4)
            for row in 0..<image.height {
                let start = row * bytesPerRow
                packed.append(contentsOf: pixels[start..<(start + image.width * 4)])
            }
            return packed
        }
        return TextBitmap(width: image.width, height: image.height, scale: scale, bytes: bytes, png: image.pngData())
    }

    /// Renders a view's `draw(_:)` with its bounds, as the display pass will.
    @MainActor
    static func render(_ view: UIView, scale: CGFloat = 1) -> TextBitmap {
        render(size: view.bounds.size, scale: scale) { _ in view.draw(view.bounds) }
    }

    /// Writes a bitmap as a PNG under the temporary directory (for looking at failures).
    static func save(_ bitmap: TextBitmap, named name: String) -> String {
        let path = NSTemporaryDirectory() + "openuikit-text-\(name).png"
        try? bitmap.png?.write(to: URL(fileURLWithPath: path))
        return path
    }
}
