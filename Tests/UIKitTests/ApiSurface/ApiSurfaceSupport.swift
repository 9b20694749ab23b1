import XCTest
import CoreGraphics
import UIKit
import UIKitTesting

extension CGImage {
    /// The bounding box, in points at `scale`, of the pixels whose alpha is above `threshold`
    /// (nil: none), searching only `columns` (in points) when given.
    func inkBounds(scale: CGFloat = 1, threshold: UInt8 = 64, columns: ClosedRange<CGFloat>? = nil) -> CGRect? {
        let first = columns.map { Swift.max(0, Int($0.lowerBound * scale)) } ?? 0
        let last = columns.map { Swift.min(width - 1, Int($0.upperBound * scale)) } ?? width - 1
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in first...Swift.max(first, last) where pixel(x, y).a > threshold {
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// Whether any pixel is mostly red / green / blue (by its dominant premultiplied channel).
    func containsPixel(where predicate: (_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Bool) -> Bool {
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                if predicate(Int(p.r), Int(p.g), Int(p.b), Int(p.a)) { return true }
            }
        }
        return false
    }
}
