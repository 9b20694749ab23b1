extension UIFontDescriptor {
    /// Keys of a font descriptor's attributes (UIKit's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `String`: the family name.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// A `String`: the PostScript name.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// A `String`: the style name ("Bold", "Italic", "Bold Italic", ...).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// A number: the point size.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        /// A `[TraitKey: Any]` dictionary.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// A `String`: the raw value of a `UIFont.TextStyle`.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
}
