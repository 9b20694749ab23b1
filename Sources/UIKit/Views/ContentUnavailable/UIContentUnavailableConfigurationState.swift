import Foundation

/// The state a view controller's content-unavailable configuration is updated for (UIKit,
/// iOS 17): its traits and the text of its search controller.
///
/// Not `Sendable`, as in UIKit: custom states are `AnyHashable` values.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The text of the search bar of the controller's `navigationItem.searchController`
    /// (nil when it has none).
    public var searchText: String?
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
