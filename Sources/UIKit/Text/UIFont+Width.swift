extension UIFont {
    /// The width of a font (iOS 16; UIKit's raw values: compressed -0.3, condensed -0.2,
    /// standard 0, expanded 0.2, the range of `UIFontDescriptor.TraitKey.width`).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }

    /// The system font in a weight and width. The face is fontconfig's for the width (a
    /// condensed face when one is installed); the pinned fonts (Noto Sans) have only standard
    /// faces, so every width draws the standard face, with a log line once per width, while
    /// the font keeps its width: `fontDescriptor`'s `.width` trait, equality, and
    /// `UIFont(descriptor:size:)` round trips.
    static func _systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(face: FontFace(family: FontFace.systemFamily, weight: weight, width: FontFace.validWidth(width.rawValue)),
               size: fontSize)
    }
}

extension FontFace {
    /// A width trait in UIKit's documented range, -1...1 (0 for NaN).
    static func validWidth(_ width: CGFloat) -> CGFloat {
        guard width.isFinite else { return 0 }
        return min(1, max(-1, width))
    }

    /// Fontconfig's width class (`FC_WIDTH`) for the face's `UIFont.Width`: compressed is extra
    /// condensed (63), condensed 75, standard 100, expanded 125.
    var fontconfigWidth: Int {
        switch width {
        case ...(-0.3): 63
        case ...(-0.15): 75
        case ..<0: 87
        case 0: 100
        case ..<0.15: 113
        case ..<0.3: 125
        default: 150
        }
    }
}
