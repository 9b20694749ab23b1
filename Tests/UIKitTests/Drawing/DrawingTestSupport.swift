import XCTest
@_spi(Rendering) @_spi(Platform) import UIKit
@_spi(Rendering) import CoreGraphics
import UIKitTesting

/// One pixel as stored (premultiplied), for drawing tests.
struct DrawnPixel: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    static let clear = DrawnPixel(0, 0, 0, 0)
    static let red = DrawnPixel(255, 0, 0, 255)
    static let green = DrawnPixel(0, 255, 0, 255)
    static let blue = DrawnPixel(0, 0, 255, 255)
    static let white = DrawnPixel(255, 255, 255, 255)
    static let black = DrawnPixel(0, 0, 0, 255)

    var description: String { "(\(r), \(g), \(b), \(a))" }

    func isClose(to other: DrawnPixel, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

extension CGImage {
    /// The pixel at (x, y) pixels from the top-left.
    func drawnPixel(_ x: Int, _ y: Int) -> DrawnPixel {
        withUnsafePixels { pixels, bytesPerRow in
            let p = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow + x * 4
            return DrawnPixel(p[2], p[1], p[0], p[3])
        }
    }
}

extension UIImage {
    /// The pixel at (x, y) pixels of the bitmap.
    func pixel(_ x: Int, _ y: Int) -> DrawnPixel {
        cgImage!.drawnPixel(x, y)
    }
}

extension FrameBuffer {
    func drawnPixel(_ x: Int, _ y: Int) -> DrawnPixel {
        withUnsafePixels { pixels, bytesPerRow in
            let p = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow + x * 4
            return DrawnPixel(p[2], p[1], p[0], p[3])
        }
    }
}

/// Fails the test with the snapshot's message when it does not match its golden.
@MainActor
func assertSnapshot(_ view: UIView, named name: String, scale: CGFloat = 1,
                    tolerance: SnapshotTolerance = SnapshotTolerance(),
                    file: StaticString = #filePath, line: UInt = #line) {
    if let failure = Snapshot.verify(view, named: name, scale: scale, tolerance: tolerance, file: file) {
        XCTFail(failure.message, file: file, line: line)
    }
}
