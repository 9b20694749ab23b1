import Foundation

// iOS 26 HDR colors: an SDR color brightened by an exposure. UIKit works in a linear space:
// the components are linearized (sRGB's transfer function), multiplied by the linear exposure,
// and encoded again, so an exposed color's components are extended sRGB values above 1. Linux
// draws in SDR: cairo clamps them, so an HDR color draws as white-clipped SDR.
extension UIColor {
    /// An HDR color: the SDR color `red`, `green`, `blue` (nominally 0...1) made `exposure`
    /// stops brighter (its linear components × 2^`exposure`); `linearExposure` is
    /// 2^`exposure`. UIKit takes `exposure` ≥ 0; a negative one is taken as 0.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, exposure: CGFloat) {
        let stops = exposure.isFinite ? max(0, exposure) : 0
        self.init(red: red, green: green, blue: blue, alpha: alpha, linearExposure: pow(2, stops))
    }

    /// An HDR color: the SDR color `red`, `green`, `blue` with its linear components ×
    /// `linearExposure` (UIKit takes values ≥ 1; smaller ones are taken as 1). Its
    /// `linearExposure` (its content headroom) is that value.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, linearExposure: CGFloat) {
        let factor = linearExposure.isFinite ? max(1, linearExposure) : 1
        self.init(red: UIColor.exposed(red, by: factor), green: UIColor.exposed(green, by: factor),
                  blue: UIColor.exposed(blue, by: factor), alpha: alpha)
        linearExposureStorage = factor
    }

    /// The linear brightness multiplier the color was made with: 1 for SDR colors (a dynamic
    /// color answers for the current traits).
    public var linearExposure: CGFloat { fixed.linearExposureStorage }

    /// The SDR color an HDR color was exposed from (its linear components ÷ `linearExposure`);
    /// an SDR color gives itself.
    public var standardDynamicRangeColor: UIColor {
        let color = fixed
        let factor = color.linearExposureStorage
        guard factor > 1 else { return color }
        return UIColor(model: color.storedModel, red: UIColor.exposed(color.storedRed, by: 1 / factor),
                       green: UIColor.exposed(color.storedGreen, by: 1 / factor),
                       blue: UIColor.exposed(color.storedBlue, by: 1 / factor), alpha: color.storedAlpha)
    }

    /// The same components taken relative to a peak white `contentHeadroom` times SDR white
    /// (at least 1): that changes its `linearExposure` and its `standardDynamicRangeColor`, not
    /// how it draws. A dynamic color stays dynamic.
    public func applyingContentHeadroom(_ contentHeadroom: CGFloat) -> UIColor {
        let headroom = contentHeadroom.isFinite ? max(1, contentHeadroom) : 1
        if let provider, patternImageStorage == nil {
            return UIColor(dynamicProvider: { provider($0).applyingContentHeadroom(headroom) })
        }
        guard patternImageStorage == nil else { return self }
        let color = UIColor(model: storedModel, red: storedRed, green: storedGreen, blue: storedBlue,
                            alpha: storedAlpha, systemName: systemName)
        color.prominenceStorage = prominenceStorage
        color.linearExposureStorage = headroom
        return color
    }

    /// `component` (sRGB-encoded, extended: the sign carries over) with its linear value × `factor`.
    static func exposed(_ component: CGFloat, by factor: CGFloat) -> CGFloat {
        guard factor != 1 else { return component }
        let magnitude = abs(component)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        let scaled = linear * factor
        let encoded = scaled <= 0.0031308 ? scaled * 12.92 : 1.055 * pow(scaled, 1 / 2.4) - 0.055
        return component < 0 ? -encoded : encoded
    }
}
