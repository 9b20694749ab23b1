extension UIFont {
    /// Semantic text styles for Dynamic Type (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size category (Large), as iOS reports them:
        /// largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17,
        /// callout 16, subheadline 15, footnote 13, caption1 12, caption2 11; the iOS 17
        /// extra-large titles 36 and 28 bold. An unknown style is body.
        var defaultMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .extraLargeTitle: return (36, .bold)
            case .extraLargeTitle2: return (28, .bold)
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }

        /// UIKit: the point size at each content size category, extra small to AX5 (the
        /// Human Interface Guidelines' Dynamic Type table; large is the default column).
        private var sizeTable: [CGFloat]? {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: return nil
            }
        }

        /// The style's point size at `category` (an unspecified category is the default,
        /// large). Styles without a table (the extra-large titles, unknown styles) scale as
        /// body does.
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let column = category.sizeIndex
            if let table = sizeTable { return table[column] }
            let body = TextStyle.body.sizeTable ?? []
            return (defaultMetrics.size * body[column] / 17).rounded()
        }

        /// How much the style's size at `category` is of its size at the default category.
        func scaleFactor(for category: UIContentSizeCategory) -> CGFloat {
            pointSize(for: category) / pointSize(for: .large)
        }
    }
}
