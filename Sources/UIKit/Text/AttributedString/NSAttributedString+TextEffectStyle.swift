import Foundation

extension NSAttributedString {
    /// The values of the `textEffect` attribute.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The letterpress look (stored; OpenUIKit's drawing does not emboss).
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
