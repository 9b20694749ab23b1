import XCTest
import Synchronization
@_spi(Diagnostics) @_spi(Rendering) import CoreGraphics

/// One pixel's components as stored (premultiplied).
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    static let clear = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0, 255)
    static let green = RGBA(0, 255, 0, 255)
    static let blue = RGBA(0, 0, 255, 255)
    static let black = RGBA(0, 0, 0, 255)
    static let white = RGBA(255, 255, 255, 255)

    var description: String { "RGBA(\(r), \(g), \(b), \(a))" }

    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

/// A premultiplied BGRA bitmap context (Cairo's native layout) of the given pixel size.
func makeBGRAContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// A premultiplied RGBA bitmap context (bytes R, G, B, A), the layout most iOS code uses.
func makeRGBAContext(width: Int, height: Int, data: UnsafeMutableRawPointer? = nil) -> CGContext {
    CGContext(data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

extension CGContext {
    /// The pixel at column `x` of memory row `row` (row 0 is the first row in memory, which is
    /// the *top* of the image: CoreGraphics y = height - 1 - row).
    func pixel(x: Int, row: Int) -> RGBA {
        let bytes = data!.assumingMemoryBound(to: UInt8.self) + row * bytesPerRow + x * 4
        let info = bitmapInfo
        let little = info.contains(.byteOrder32Little)
        switch (alphaInfo, little) {
        case (.premultipliedFirst, true), (.noneSkipFirst, true): return RGBA(bytes[2], bytes[1], bytes[0], bytes[3])
        case (.premultipliedLast, false), (.noneSkipLast, false): return RGBA(bytes[0], bytes[1], bytes[2], bytes[3])
        case (.premultipliedFirst, false), (.noneSkipFirst, false): return RGBA(bytes[1], bytes[2], bytes[3], bytes[0])
        default: return RGBA(bytes[3], bytes[2], bytes[1], bytes[0])
        }
    }

    /// The pixel at CoreGraphics device coordinates (y-up from the bottom-left).
    func pixel(x: Int, yUp y: Int) -> RGBA {
        pixel(x: x, row: height - 1 - y)
    }

    /// Counts pixels satisfying `predicate` over the whole bitmap.
    func count(where predicate: (RGBA) -> Bool) -> Int {
        var n = 0
        for row in 0..<height {
            for x in 0..<width where predicate(pixel(x: x, row: row)) { n += 1 }
        }
        return n
    }
}

extension CGImage {
    /// Pixel (x, row from the top) of the decoded image, as straight RGBA bytes of premultiplied
    /// values.
    func pixel(x: Int, row: Int) -> RGBA {
        withUnsafePixels { pixels, bytesPerRow in
            let b = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * bytesPerRow + x * 4
            return RGBA(b[2], b[1], b[0], b[3])
        }
    }
}

/// Collects `FrameworkLog` lines while `body` runs.
func capturingLog(_ body: () throws -> Void) rethrows -> [String] {
    let lines = Mutex<[String]>([])
    let previous = FrameworkLog.setHandler { line in lines.withLock { $0.append(line) } }
    defer { FrameworkLog.setHandler(previous) }
    try body()
    return lines.withLock { $0 }
}
