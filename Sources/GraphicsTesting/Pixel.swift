/// One pixel of a rendered bitmap as stored: premultiplied red, green, blue and alpha, 8 bits
/// each. Read one with `CGImage.pixel(_:_:)`, `CGContext.pixel(x:row:)` or, through
/// UIKitTesting, `UIImage.pixel(_:_:)` and `Snapshot.pixel(of:at:)`.
public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let clear = Pixel(0, 0, 0, 0)
    public static let red = Pixel(255, 0, 0, 255)
    public static let green = Pixel(0, 255, 0, 255)
    public static let blue = Pixel(0, 0, 255, 255)
    public static let white = Pixel(255, 255, 255, 255)
    public static let black = Pixel(0, 0, 0, 255)

    public var description: String { "Pixel(\(r), \(g), \(b), \(a))" }

    /// Whether every component is within `tolerance` of `other`'s (anti-aliasing and
    /// premultiplication round by a unit or two).
    public func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}
