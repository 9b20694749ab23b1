extension UIView {
    /// Whether the view's content keeps its colors when Smart Invert is on (photos, video).
    /// UIKit's default is false. OpenUIKit draws no inverted colors, so the flag is stored
    /// for code that reads it back and for `UIAccessibility` clients.
    public var accessibilityIgnoresInvertColors: Bool {
        get { extras?.accessibilityIgnoresInvertColors ?? false }
        set { ensureExtras().accessibilityIgnoresInvertColors = newValue }
    }
}
