import Foundation

/// The look of a tab bar (UIKit, iOS 13): background, shadow, and its items' appearances in
/// the stacked and inline layouts.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    override func copySpecifics(from other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance.copy(from: other.stackedLayoutAppearance)
        inlineLayoutAppearance.copy(from: other.inlineLayoutAppearance)
        compactInlineLayoutAppearance.copy(from: other.compactInlineLayoutAppearance)
    }
}
