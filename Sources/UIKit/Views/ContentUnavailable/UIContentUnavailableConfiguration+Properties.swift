import Foundation

extension UIContentUnavailableConfiguration {
    /// How the image (or the loading configuration's activity indicator) is shown.
    public struct ImageProperties: Hashable {
        /// The symbol configuration a symbol image is shown with; ours by default: large title
        /// text style, large scale.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? =
            UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
        /// The color of a template image and of the activity indicator; UIKit: secondary label
        /// color. Nil: the view's tint color.
        public var tintColor: UIColor? = .secondaryLabel
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (scaled down keeping its aspect ratio);
        /// zero in a dimension: no limit in it.
        public var maximumSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        public init() {}
    }

    /// How the text or the secondary text is shown.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs (the default).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// What a button does.
    public struct ButtonProperties: Hashable {
        /// The action the button performs when tapped.
        public var primaryAction: UIAction?
        /// A menu shown when the button is tapped (when there is no primary action).
        public var menu: UIMenu?
        /// UIKit: true.
        public var isEnabled = true
        public var role: UIButton.Role = .normal

        public init() {}
    }
}
