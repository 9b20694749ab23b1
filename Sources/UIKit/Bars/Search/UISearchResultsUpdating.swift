import Foundation

/// Told to update its search results (UIKit): when the search controller becomes active,
/// when the search bar's text changes, and when it is dismissed.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
    /// The user picked a search suggestion (UIKit, iOS 16).
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {}
}
