extension UIFont {
    /// The weight of a font (UIKit's raw values, from ultra-light -0.8 to black 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's weights in order, with the OpenType weight class each corresponds to
        /// (ultra-light is the lightest, 100; black the heaviest, 900).
        private static let scale: [(CGFloat, CGFloat)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
            (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
        ]

        /// The OpenType weight class (100...900), interpolated between UIKit's named weights.
        var openTypeWeight: Int {
            let value = rawValue.isFinite ? rawValue : 0
            guard value > Self.scale[0].0 else { return 100 }
            for (lower, upper) in zip(Self.scale, Self.scale.dropFirst()) where value <= upper.0 {
                let t = (value - lower.0) / (upper.0 - lower.0)
                return Int((lower.1 + t * (upper.1 - lower.1)).rounded())
            }
            return 900
        }

        /// The UIKit weight for an OpenType weight class.
        init(openTypeWeight: Int) {
            let w = CGFloat(max(100, min(900, openTypeWeight)))
            for (lower, upper) in zip(Self.scale, Self.scale.dropFirst()) where w <= upper.1 {
                let t = (w - lower.1) / (upper.1 - lower.1)
                self.init(rawValue: lower.0 + t * (upper.0 - lower.0))
                return
            }
            self.init(rawValue: 0.62)
        }
    }
}
