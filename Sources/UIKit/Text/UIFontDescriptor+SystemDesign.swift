extension UIFontDescriptor {
    /// The designs of the system font (UIKit's raw values). OpenUIKit maps default and rounded
    /// to Noto Sans, serif to Noto Serif, monospaced to DejaVu Sans Mono.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }
}
