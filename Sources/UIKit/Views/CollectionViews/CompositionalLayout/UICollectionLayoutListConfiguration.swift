import Foundation

/// The settings of a list section or list layout (UIKit).
///
/// The layout uses the appearance, header and footer modes and `headerTopPadding` for
/// geometry; the list cells draw the separators and run the swipe actions.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The swipe actions of the row at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Returns the separator configuration of the item at an index path, given the section's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public private(set) var appearance: Appearance
    /// UIKit: true by default.
    public var showsSeparators: Bool = true
    /// The section's separators (UIKit, iOS 14.5): the appearance's defaults.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators item by item (UIKit, iOS 14.5); nil by default.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// UIKit: nil by default, which means the appearance's standard background.
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// UIKit (iOS 15): nil by default, which means automatic padding above each header.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
