/// How an assistive technology navigates a container's elements
/// (`accessibilityNavigationStyle`). Raw values are UIKit's.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The technology decides (UIKit's default).
    case automatic = 0
    /// Each element is navigated separately.
    case separate = 1
    /// The elements are combined into one.
    case combined = 2
}
