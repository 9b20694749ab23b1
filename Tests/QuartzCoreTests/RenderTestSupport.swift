import XCTest
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// One premultiplied pixel.
struct Pixel: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    static let clear = Pixel(0, 0, 0, 0)
    static let red = Pixel(255, 0, 0, 255)
    static let green = Pixel(0, 255, 0, 255)
    static let blue = Pixel(0, 0, 255, 255)
    static let white = Pixel(255, 255, 255, 255)
    static let black = Pixel(0, 0, 0, 255)

    var description: String { "Pixel(\(r), \(g), \(b), \(a))" }

    func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

extension FrameBuffer {
    /// The pixel at (x, y) pixels from the top-left.
    func pixel(_ x: Int, _ y: Int) -> Pixel {
        withUnsafePixels { pixels, bytesPerRow in
            let p = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow + x * 4
            return Pixel(p[2], p[1], p[0], p[3])
        }
    }

    /// Writes the pixels to a PNG (handy while debugging a test).
    func write(to path: String) {
        try? makeImage()?.pngData()?.write(to: URL(fileURLWithPath: path))
    }
}

extension CGImage {
    func pixel(_ x: Int, _ y: Int) -> Pixel {
        withUnsafePixels { pixels, bytesPerRow in
            let p = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow + x * 4
            return Pixel(p[2], p[1], p[0], p[3])
        }
    }
}

/// A composited root layer of `size` points at `scale`, detached when the test ends.
@MainActor
func makeCompositedRoot(_ testCase: XCTestCase, size: CGSize = CGSize(width: 100, height: 100),
                        scale: CGFloat = 1) -> (CALayer, FrameBuffer) {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.isContextRoot = true
    let buffer = LayerCompositor.shared.attach(root, scale: scale)
    testCase.addTeardownBlock { @MainActor in LayerCompositor.shared.detach(root) }
    return (root, buffer)
}

@MainActor
func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
