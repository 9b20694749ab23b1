/// Where alpha lives in a pixel and whether color is premultiplied by it (CoreGraphics).
/// Raw values are Apple's; they occupy `CGBitmapInfo.alphaInfoMask`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
