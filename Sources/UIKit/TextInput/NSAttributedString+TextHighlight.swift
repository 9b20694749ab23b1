import Foundation

extension NSAttributedString.Key {
    /// UIKit (iOS 18): marks a run as highlighted (a `NSAttributedString.TextHighlightStyle`).
    public static let textHighlightStyle = NSAttributedString.Key("NSTextHighlightStyle")
    /// UIKit (iOS 18): the colors of a highlighted run (a `NSAttributedString.TextHighlightColorScheme`).
    public static let textHighlightColorScheme = NSAttributedString.Key("NSTextHighlightColorScheme")
}

extension NSAttributedString {
    /// How a highlighted run looks (UIKit, iOS 18), with UIKit's raw values.
    public struct TextHighlightStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let `default` = TextHighlightStyle(rawValue: "NSTextHighlightStyleDefault")
    }

    /// The colors of a highlighted run (UIKit, iOS 18), with UIKit's raw values.
    public struct TextHighlightColorScheme: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let `default` = TextHighlightColorScheme(rawValue: "NSTextHighlightColorSchemeDefault")
        public static let purple = TextHighlightColorScheme(rawValue: "NSTextHighlightColorSchemePurple")
        public static let pink = TextHighlightColorScheme(rawValue: "NSTextHighlightColorSchemePink")
        public static let orange = TextHighlightColorScheme(rawValue: "NSTextHighlightColorSchemeOrange")
        public static let mint = TextHighlightColorScheme(rawValue: "NSTextHighlightColorSchemeMint")
        public static let blue = TextHighlightColorScheme(rawValue: "NSTextHighlightColorSchemeBlue")
    }
}
