@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The look of a tab bar (UIKit, iOS 13): background, shadow, and its items' appearances in
/// the stacked and inline layouts, with how stacked items are placed.
///
/// Differs from UIKit: the selection indicator (`selectionIndicatorImage`,
/// `selectionIndicatorTintColor`) is kept and copied but not drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    /// How stacked (compact width) items are placed; `.automatic` leaves it to the bar's
    /// `itemPositioning`.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between centered stacked items (0: the system's).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centered stacked items (0: the system's).
    open var stackedItemWidth: CGFloat = 0

    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    override func copySpecifics(from other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance.copy(from: other.stackedLayoutAppearance)
        inlineLayoutAppearance.copy(from: other.inlineLayoutAppearance)
        compactInlineLayoutAppearance.copy(from: other.compactInlineLayoutAppearance)
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }
}
