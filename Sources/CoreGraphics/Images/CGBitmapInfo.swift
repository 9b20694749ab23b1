/// Layout flags of a bitmap: alpha info, float components and byte order (CoreGraphics).
///
/// CoreGraphics: the alpha info is not a flag but a 5-bit field; build it with
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)` and combine it with a
/// byte order, e.g. `.byteOrder32Little`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public init(alpha: CGImageAlphaInfo, byteOrder: CGImageByteOrderInfo = .orderDefault) {
        self.init(rawValue: alpha.rawValue | byteOrder.rawValue)
    }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static var byteOrder16Host: CGBitmapInfo { .byteOrder16Little }
    public static var byteOrder32Host: CGBitmapInfo { .byteOrder32Little }

    /// The alpha field of these flags (`CGBitmapInfo` does not expose it in Apple's SDK; this
    /// reads `alphaInfoMask`). Invalid values read as `.none`.
    var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue) ?? .orderDefault
    }
}
