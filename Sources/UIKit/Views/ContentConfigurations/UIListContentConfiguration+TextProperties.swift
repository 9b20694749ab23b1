import Foundation

extension UIListContentConfiguration {
    /// How the text or secondary text looks (UIKit).
    public struct TextProperties: Hashable {
        /// Where lines sit horizontally (UIKit's own set, not `NSTextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural = 0
            case center = 1
            case justified = 2
        }

        /// A case change applied to the text when shown.
        public enum TextTransform: Int, Hashable, Sendable {
            case none = 0
            case uppercase = 1
            case lowercase = 2
            case capitalized = 3
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        /// UIKit's default: `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// UIKit's default: 0 (as many lines as the text needs).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// Applied to `color` when it is resolved (`resolvedColor()`).
        public var colorTransformer: UIConfigurationColorTransformer? {
            get { colorTransformerStorage?.transformer }
            set { colorTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
        }
        var colorTransformerStorage: UIConfigurationColorTransformer.Stored?

        /// The color the text is drawn in: `color` through the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        var nsTextAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }

        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }
}
