@_spi(Diagnostics) import CoreGraphics

extension UIApplication {
    /// The status bar's frame in screen coordinates (deprecated in iOS 13).
    ///
    /// UIKit: the value is `CGRect.zero` while the status bar is hidden; a desktop window has
    /// no status bar, so it is always zero here.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { .zero }

    /// The app-wide status bar style (deprecated in iOS 9). UIKit: setting it does nothing
    /// while the app uses view-controller-based status bar appearance (the default,
    /// `preferredStatusBarStyle`); a desktop window has no status bar, so it is kept only.
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public var statusBarStyle: UIStatusBarStyle {
        get { legacyStatusBarStyle }
        set { legacyStatusBarStyle = newValue }
    }

    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        legacyStatusBarStyle = statusBarStyle
    }

    /// Whether the app-wide status bar is hidden (deprecated in iOS 9); kept only, as
    /// `statusBarStyle` is.
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    public var isStatusBarHidden: Bool {
        get { legacyStatusBarHidden }
        set { legacyStatusBarHidden = newValue }
    }

    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        legacyStatusBarHidden = hidden
    }

    /// The duration of the status bar's rotation animation (deprecated in iOS 13); 0.3 s,
    /// the iPhone rotation duration (assumed: Apple documents no value).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
}
