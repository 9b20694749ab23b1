import Foundation

extension UIImage {
    /// How a symbol image is drawn (UIKit, iOS 13): its size (a point size, a text style or
    /// a font), weight, scale and colors. Unspecified values come from the configuration
    /// applied under it, then UIKit's defaults (body text style, regular weight, medium scale).
    ///
    /// UIKit: equal configurations compare equal (`==`, `isEqual(to:)`); there are no getters
    /// for the values (`description` lists them).
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The size's source; a later size of any kind replaces an earlier one.
        enum SizeSource: Hashable {
            case unspecified
            case pointSize(CGFloat)
            case textStyle(UIFont.TextStyle)
            case font(UIFont)
        }

        enum ColorRendering: Hashable {
            case unspecified
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome
        }

        var size: SizeSource = .unspecified
        var weightStorage: SymbolWeight = .unspecified
        var scaleStorage: SymbolScale = .unspecified
        var colors: ColorRendering = .unspecified

        override init() {
            super.init()
        }

        @_spi(Platform) public required init(copying other: UIImage.Configuration) {
            super.init(copying: other)
            if let other = other as? SymbolConfiguration {
                size = other.size
                weightStorage = other.weightStorage
                scaleStorage = other.scaleStorage
                colors = other.colors
            }
        }

        /// A configuration that specifies nothing.
        open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) {
            self.init()
            size = pointSize.isFinite && pointSize > 0 ? .pointSize(pointSize) : .unspecified
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            weightStorage = weight
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            scaleStorage = scale
        }

        /// UIKit: the size follows the text style and the content size category.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            size = .textStyle(textStyle)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            scaleStorage = scale
        }

        public convenience init(weight: UIImage.SymbolWeight) {
            self.init()
            weightStorage = weight
        }

        public convenience init(scale: UIImage.SymbolScale) {
            self.init()
            scaleStorage = scale
        }

        /// The font's size (and, when drawn, its weight).
        public convenience init(font: UIFont) {
            self.init()
            size = .font(font)
        }

        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            scaleStorage = scale
        }

        /// UIKit (iOS 15): the symbol drawn in `hierarchicalColor` (OpenUIKit draws its one layer
        /// in it).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = .hierarchical(hierarchicalColor)
        }

        /// UIKit (iOS 15): the symbol's layers drawn in these colors (OpenUIKit's symbols have
        /// one layer: the first color).
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors.isEmpty ? .unspecified : .palette(paletteColors)
        }

        /// UIKit (iOS 16): prefer the symbol's multicolor variant.
        open class func preferringMulticolor() -> UIImage.SymbolConfiguration {
            let configuration = SymbolConfiguration()
            configuration.colors = .multicolor
            return configuration
        }

        /// UIKit (iOS 16): prefer the symbol's monochrome variant.
        open class func preferringMonochrome() -> UIImage.SymbolConfiguration {
            let configuration = SymbolConfiguration()
            configuration.colors = .monochrome
            return configuration
        }

        open func configurationWithoutTextStyle() -> Self {
            let copy = Self(copying: self)
            if case .textStyle = copy.size { copy.size = .unspecified }
            return copy
        }

        open func configurationWithoutScale() -> Self {
            let copy = Self(copying: self)
            copy.scaleStorage = .unspecified
            return copy
        }

        open func configurationWithoutWeight() -> Self {
            let copy = Self(copying: self)
            copy.weightStorage = .unspecified
            return copy
        }

        /// UIKit: removes the point size (or font) and the weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = Self(copying: self)
            switch copy.size {
            case .pointSize, .font: copy.size = .unspecified
            default: break
            }
            copy.weightStorage = .unspecified
            return copy
        }

        /// A copy with what `otherConfiguration` specifies on top.
        open func applying(_ otherConfiguration: UIImage.SymbolConfiguration?) -> Self {
            applying(otherConfiguration as UIImage.Configuration?)
        }

        override func merge(_ other: UIImage.Configuration) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            if other.size != .unspecified { size = other.size }
            if other.weightStorage != .unspecified { weightStorage = other.weightStorage }
            if other.scaleStorage != .unspecified { scaleStorage = other.scaleStorage }
            if other.colors != .unspecified { colors = other.colors }
        }

        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let otherConfiguration else { return false }
            return isEqual(otherConfiguration)
        }

        nonisolated open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration, super.isEqual(other) else { return false }
            return size == other.size && weightStorage == other.weightStorage && scaleStorage == other.scaleStorage
                && colors == other.colors
        }

        nonisolated open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(super.hash)
            hasher.combine(size)
            hasher.combine(weightStorage)
            hasher.combine(scaleStorage)
            return hasher.finalize()
        }

        nonisolated open override var description: String {
            var parts: [String] = []
            switch size {
            case .unspecified: break
            case .pointSize(let points): parts.append("pointSize=\(points)")
            case .textStyle(let style): parts.append("textStyle=\(style.rawValue)")
            case .font(let font): parts.append("font=\(font.fontName) \(font.pointSize)")
            }
            if weightStorage != .unspecified { parts.append("weight=\(weightStorage)") }
            if scaleStorage != .unspecified { parts.append("scale=\(scaleStorage)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        // MARK: Resolved values (for drawing)

        /// The point size the symbol is drawn at: the font's, the text style's for the
        /// configuration's traits, the point size, else body text (UIKit's default).
        var resolvedPointSize: CGFloat {
            switch size {
            case .pointSize(let points): return points
            case .font(let font): return font.pointSize
            case .textStyle(let style): return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitsStorage).pointSize
            case .unspecified: return UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitsStorage).pointSize
            }
        }

        /// Ours: small is 0.8 of medium, large 1.3 (close to SF Symbols' relative sizes).
        var resolvedScaleFactor: CGFloat {
            switch scaleStorage {
            case .small: return 0.8
            case .large: return 1.3
            case .medium, .default, .unspecified: return 1
            }
        }

        var resolvedWeight: SymbolWeight { weightStorage == .unspecified ? .regular : weightStorage }

        /// The one color a palette or hierarchical configuration draws the symbol in.
        var resolvedColor: UIColor? {
            switch colors {
            case .hierarchical(let color): return color
            case .palette(let colors): return colors.first
            default: return nil
            }
        }
    }
}
