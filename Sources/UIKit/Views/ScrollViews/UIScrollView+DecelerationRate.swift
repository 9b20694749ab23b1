extension UIScrollView {
    /// How fast a fling slows down: the fraction of its velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit: 0.998 per millisecond (a 1,000 pt/s fling travels 499 pt).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit: 0.99 per millisecond (a 1,000 pt/s fling travels 99 pt).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
