@_spi(Diagnostics) import CoreGraphics

extension UIApplication {
    /// The status bar's frame in screen coordinates (deprecated in iOS 13).
    ///
    /// UIKit: the value is `CGRect.zero` while the status bar is hidden; a desktop window has
    /// no status bar, so it is always zero here.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { .zero }
}
