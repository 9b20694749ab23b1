/// The byte order of pixel components (CoreGraphics). Raw values are Apple's; they occupy
/// `CGBitmapInfo.byteOrderMask`.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
    case orderMask = 0x7000

    /// The host's order: OpenUIKit runs on little-endian machines.
    public static var order16Host: CGImageByteOrderInfo { .order16Little }
    public static var order32Host: CGImageByteOrderInfo { .order32Little }
}
