import Foundation

extension UIListContentConfiguration {
    /// How the image looks and how much room it takes (UIKit).
    public struct ImageProperties: Hashable {
        /// Asks for the system's standard size in `reservedLayoutSize`. Here the image's own
        /// size along that dimension (no symbol images to measure a standard size from).
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The largest size the image is shown at (aspect kept); zero in a dimension: no limit.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller, so the text lines up across
        /// rows; zero: the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        /// The tint; nil: the view's tint color.
        public var tintColor: UIColor?
        public var accessibilityIgnoresInvertColors = false
        /// The symbol configuration a symbol image is shown with; nil: the image's own.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Applied to the tint when it is resolved (`resolvedTintColor(for:)`).
        public var tintColorTransformer: UIConfigurationColorTransformer? {
            get { tintTransformerStorage?.transformer }
            set { tintTransformerStorage = newValue.map(UIConfigurationColorTransformer.Stored.init) }
        }
        var tintTransformerStorage: UIConfigurationColorTransformer.Stored?

        init() {}

        /// The tint for a view whose tint color is `tintColor`: the property's tint (or the
        /// view's), through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}
