/// A range of frame rates with a preferred rate (QuartzCore). Zeros mean "the platform's
/// choice", as `CAFrameRateRange.default`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
