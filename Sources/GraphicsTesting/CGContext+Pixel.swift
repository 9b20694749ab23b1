import CoreGraphics

extension CGContext {
    /// The pixel of a bitmap context at column `x` of memory row `row` (row 0 is the first row
    /// in memory, the *top* of the image: CoreGraphics y = height - 1 - row), in any of the
    /// 32-bit layouts a bitmap context takes. `.clear` outside the bitmap or without one.
    public func pixel(x: Int, row: Int) -> Pixel {
        guard let data, x >= 0, row >= 0, x < width, row < height else { return .clear }
        let bytes = data.assumingMemoryBound(to: UInt8.self) + row * bytesPerRow + x * 4
        let little = bitmapInfo.contains(.byteOrder32Little)
        switch (alphaInfo, little) {
        case (.premultipliedFirst, true), (.noneSkipFirst, true): return Pixel(bytes[2], bytes[1], bytes[0], bytes[3])
        case (.premultipliedLast, false), (.noneSkipLast, false): return Pixel(bytes[0], bytes[1], bytes[2], bytes[3])
        case (.premultipliedFirst, false), (.noneSkipFirst, false): return Pixel(bytes[1], bytes[2], bytes[3], bytes[0])
        default: return Pixel(bytes[3], bytes[2], bytes[1], bytes[0])
        }
    }

    /// The pixel at CoreGraphics device coordinates (y up from the bottom-left).
    public func pixel(x: Int, yUp y: Int) -> Pixel {
        pixel(x: x, row: height - 1 - y)
    }

    /// How many pixels of the bitmap satisfy `predicate`.
    public func count(where predicate: (Pixel) -> Bool) -> Int {
        var n = 0
        for row in 0..<height {
            for x in 0..<width where predicate(pixel(x: x, row: row)) { n += 1 }
        }
        return n
    }
}
