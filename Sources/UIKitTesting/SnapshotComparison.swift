@_spi(Rendering) import CoreGraphics
import Foundation

/// A pixel-by-pixel comparison of two images.
struct SnapshotComparison {
    let expected: CGImage
    let actual: CGImage
    let tolerance: SnapshotTolerance

    /// Nil when the images match within the tolerance.
    var problem: String? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return "the size is \(actual.width) × \(actual.height) pixels, the golden's \(expected.width) × \(expected.height)"
        }
        let (count, largest, first) = differences()
        let total = expected.width * expected.height
        let fraction = Double(count) / Double(max(total, 1))
        guard fraction > tolerance.overall else { return nil }
        let where_ = first.map { " (first at x \($0.x), y \($0.y))" } ?? ""
        return "\(count) of \(total) pixels (\(String(format: "%.2f", fraction * 100))%) differ by more than "
            + "\(tolerance.perPixel), largest channel difference \(largest)\(where_); allowed \(String(format: "%.2f", tolerance.overall * 100))%"
    }

    private func differences() -> (count: Int, largest: Int, first: (x: Int, y: Int)?) {
        var count = 0, largest = 0
        var first: (x: Int, y: Int)?
        expected.withUnsafePixels { e, eRow in
            actual.withUnsafePixels { a, aRow in
                for y in 0..<expected.height {
                    for x in 0..<expected.width {
                        let d = Self.difference(e.baseAddress! + y * eRow + x * 4, a.baseAddress! + y * aRow + x * 4)
                        largest = max(largest, d)
                        if d > tolerance.perPixel {
                            count += 1
                            if first == nil { first = (x, y) }
                        }
                    }
                }
            }
        }
        return (count, largest, first)
    }

    private static func difference(_ p: UnsafeRawPointer, _ q: UnsafeRawPointer) -> Int {
        var d = 0
        for i in 0..<4 {
            d = max(d, abs(Int(p.load(fromByteOffset: i, as: UInt8.self)) - Int(q.load(fromByteOffset: i, as: UInt8.self))))
        }
        return d
    }

    /// Differing pixels in red over the golden faded to a quarter of its contrast.
    func diffImage() -> CGImage? {
        guard expected.width == actual.width, expected.height == actual.height,
              let context = CGContext(size: CGSize(width: expected.width, height: expected.height), scale: 1) else {
            return actual
        }
        context.withUnsafeMutablePixels { out, outRow in
            expected.withUnsafePixels { e, eRow in
                actual.withUnsafePixels { a, aRow in
                    for y in 0..<expected.height {
                        let row = (out.baseAddress! + y * outRow).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<expected.width {
                            let ep = e.baseAddress! + y * eRow + x * 4
                            if Self.difference(ep, a.baseAddress! + y * aRow + x * 4) > tolerance.perPixel {
                                row[x] = 0xFFFF_0000
                            } else {
                                // Gray at a quarter of the golden's luminance contrast, over white.
                                let b = Int(ep.load(as: UInt8.self)), g = Int(ep.load(fromByteOffset: 1, as: UInt8.self))
                                let r = Int(ep.load(fromByteOffset: 2, as: UInt8.self)), alpha = Int(ep.load(fromByteOffset: 3, as: UInt8.self))
                                let luminance = (r * 299 + g * 587 + b * 114) / 1000 + (255 - alpha)
                                let v = UInt32(255 - (255 - min(255, luminance)) / 4)
                                row[x] = 0xFF00_0000 | v << 16 | v << 8 | v
                            }
                        }
                    }
                }
            }
        }
        return context.makeImage()
    }
}
