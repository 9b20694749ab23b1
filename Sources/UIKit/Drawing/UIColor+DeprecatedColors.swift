// Colors Apple's SDK still declares, deprecated. Deprecated here too (everywhere: Linux is
// not an iOS version), so the compiler suggests the replacement as Xcode does.
extension UIColor {
    /// UIKit: since iOS 13 the same color as `systemGroupedBackground` (light: 242, 242, 247).
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }

    // The three below were deprecated in iOS 7, which stopped drawing their textures and
    // returns plain colors. The components are recalled from iOS's printed values, not
    // confirmed against a device.
    private static let _viewFlipsideBackground = UIColor(red: 31.0 / 255, green: 33.0 / 255, blue: 36.0 / 255, alpha: 1)
    private static let _scrollViewTexturedBackground = UIColor(red: 112.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 1)
    private static let _underPageBackground = UIColor(red: 112.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 1)

    @available(*, deprecated, message: "deprecated in iOS 7")
    public class var viewFlipsideBackground: UIColor { _viewFlipsideBackground }

    @available(*, deprecated, message: "deprecated in iOS 7")
    public class var scrollViewTexturedBackground: UIColor { _scrollViewTexturedBackground }

    @available(*, deprecated, message: "deprecated in iOS 7")
    public class var underPageBackground: UIColor { _underPageBackground }
}
