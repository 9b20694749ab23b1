import XCTest
@_spi(Rendering) import CoreGraphics
import UIKit

extension CGImage {
    /// The bounding box, in points at `scale`, of the pixels whose alpha is above `threshold`
    /// (nil: none), searching only `columns` (in points) when given.
    func inkBounds(scale: CGFloat = 1, threshold: UInt8 = 64, columns: ClosedRange<CGFloat>? = nil) -> CGRect? {
        let first = columns.map { Swift.max(0, Int($0.lowerBound * scale)) } ?? 0
        let last = columns.map { Swift.min(width - 1, Int($0.upperBound * scale)) } ?? width - 1
        return withUnsafePixels { pixels, bytesPerRow -> CGRect? in
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<height {
                let row = pixels.baseAddress! + y * bytesPerRow
                for x in first...Swift.max(first, last) where row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) > threshold {
                    minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                    minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
                }
            }
            guard maxX >= 0 else { return nil }
            return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                          width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
        }
    }

    /// Whether any pixel is mostly red / green / blue (by its dominant premultiplied channel).
    func containsPixel(where predicate: (_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Bool) -> Bool {
        withUnsafePixels { pixels, bytesPerRow in
            for y in 0..<height {
                let p = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow
                for x in 0..<width where predicate(Int(p[x * 4 + 2]), Int(p[x * 4 + 1]), Int(p[x * 4]), Int(p[x * 4 + 3])) {
                    return true
                }
            }
            return false
        }
    }
}
