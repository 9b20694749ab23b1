extension UIFontDescriptor {
    /// Keys of the traits dictionary (UIKit's raw values).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A number: the `SymbolicTraits` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// A number: a `UIFont.Weight` raw value.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
}
