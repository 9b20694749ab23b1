@_spi(Diagnostics) import CoreGraphics

/// Scales custom fonts and values the way a text style scales with the user's text size
/// (UIKit's Dynamic Type). A font or value given for the default size (large) is
/// multiplied by the style's size at the wanted category over its size at large: with
/// `UIFontMetrics.default` (body, 17 points at large, 23 at extra-extra-extra-large) a
/// 20-point font becomes 20 × 23 / 17.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // @unchecked: immutable.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The font scaled for the current text size (`UITraitCollection.current`).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, category: UIFont.currentContentSizeCategory())
    }

    /// The font scaled for the current text size, never larger than `maximumPointSize` (0: no
    /// limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: UIFont.currentContentSizeCategory())
    }

    /// The font scaled for the text size of `traitCollection` (nil: the current one).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, category: category(of: traitCollection))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: category(of: traitCollection))
    }

    /// The value scaled for the current text size (spacing, heights that follow the text).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        return value * textStyle.scaleFactor(for: category(of: traitCollection))
    }

    private func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        traitCollection?.preferredContentSizeCategory ?? UIFont.currentContentSizeCategory()
    }

    func scaledFont(for font: UIFont, maximumPointSize: CGFloat, category: UIContentSizeCategory) -> UIFont {
        // UIKit raises for a font that was scaled already; OpenUIKit scales its original.
        if font.scaling != nil {
            FrameworkLog.log("UIFontMetrics.scaledFont(for:): the font was scaled already; its original font is scaled instead")
        }
        let base = font.scaling?.base ?? font
        var size = base.pointSize * textStyle.scaleFactor(for: category)
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : 0
        if limit > 0 { size = min(size, limit) }
        return UIFont(face: base.face, size: size, name: base.requestedName, family: base.requestedFamily,
                      textStyle: base.textStyle,
                      scaling: FontScaling(style: textStyle, base: base, maximumPointSize: limit))
    }
}
