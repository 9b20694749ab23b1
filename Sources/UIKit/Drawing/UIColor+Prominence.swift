// Color prominence (UIKit, iOS 18).
extension UIColor {
    /// How prominently a color shows in the interface (UIKit's raw values).
    public enum Prominence: Int, Sendable {
        case primary = 0
        case secondary = 1
        case tertiary = 2
        case quaternary = 3
    }

    /// The color's prominence: `.primary` unless made by `withProminence(_:)`.
    public var prominence: UIColor.Prominence { prominenceStorage }

    /// The color with `prominence`. UIKit uses the prominence for vibrant content (a label
    /// with `preferredVibrancy`); elsewhere the color draws with its own components, as here,
    /// where nothing draws vibrantly. A dynamic color stays dynamic.
    public func withProminence(_ prominence: UIColor.Prominence) -> UIColor {
        let color: UIColor
        if let patternImageStorage {
            color = UIColor(patternImage: patternImageStorage, alpha: storedAlpha)
        } else if let provider {
            if let systemName {
                color = UIColor(systemName: systemName, provider: { provider($0).withProminence(prominence) })
            } else {
                color = UIColor(dynamicProvider: { provider($0).withProminence(prominence) })
            }
        } else {
            color = UIColor(model: storedModel, red: storedRed, green: storedGreen, blue: storedBlue,
                            alpha: storedAlpha, systemName: systemName)
        }
        color.prominenceStorage = prominence
        color.linearExposureStorage = linearExposureStorage
        return color
    }
}
