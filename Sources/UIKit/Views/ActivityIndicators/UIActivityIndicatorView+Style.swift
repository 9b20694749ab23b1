extension UIActivityIndicatorView {
    /// The indicator's styles (UIKit's raw values).
    public enum Style: Int, Sendable {
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "No longer supported; please adopt UIActivityIndicatorViewStyleLarge.")
        case whiteLarge = 0
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "No longer supported; please adopt UIActivityIndicatorViewStyleMedium.")
        case white = 1
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "No longer supported; please adopt UIActivityIndicatorViewStyleMedium.")
        case gray = 2
        case medium = 100
        case large = 101
    }
}
