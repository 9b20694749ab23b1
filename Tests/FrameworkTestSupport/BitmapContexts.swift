import CoreGraphics

/// A premultiplied BGRA bitmap context (Cairo's native layout) of the given pixel size.
public func makeBGRAContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// A premultiplied RGBA bitmap context (bytes R, G, B, A), the layout most iOS code uses.
public func makeRGBAContext(width: Int, height: Int, data: UnsafeMutableRawPointer? = nil) -> CGContext {
    CGContext(data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}
