import Foundation

/// The settings of a list section or list layout (UIKit).
///
/// The layout uses the appearance, header and footer modes and `headerTopPadding` for
/// geometry; separators, the background colour and the swipe action providers are stored for
/// the list cells and the collection view, which draw and run them in UIKit.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The swipe actions of the row at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public private(set) var appearance: Appearance
    /// UIKit: true by default.
    public var showsSeparators: Bool = true
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
    }
}
