import Foundation

/// A range of floating-point values (UIKit).
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// -infinity to +infinity: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
