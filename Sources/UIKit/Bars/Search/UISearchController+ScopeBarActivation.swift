import Foundation

extension UISearchController {
    /// When a search controller shows and hides its search bar's scope bar (UIKit, iOS 16).
    /// The scope bar needs at least one scope title either way.
    public enum ScopeBarActivation: Int, Sendable {
        /// Shown while the search is active (`automaticallyShowsScopeBar` true).
        case automatic = 0
        /// The app shows and hides it (`showsScopeBar`).
        case manual = 1
        /// Shown once the user types in the active search; hidden when it ends.
        case onTextEntry = 2
        /// Shown when the search becomes active; hidden when it ends.
        case onSearchActivation = 3
    }

    /// Where the search bar is placed (UIKit, iOS 16): its navigation item's placement, or
    /// `.automatic` (ours) when no navigation item shows it.
    public var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        hostingNavigationItem?.searchBarPlacement ?? .automatic
    }

    /// The navigation item the controller is set on, found through the bar showing it.
    var hostingNavigationItem: UINavigationItem? {
        guard let bar = hostingNavigationBar else { return nil }
        return bar.items?.last(where: { $0.searchController === self })
    }
}
