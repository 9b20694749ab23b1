import Foundation

/// Told to update its search results (UIKit): when the search controller becomes active,
/// when the search bar's text changes, and when it is dismissed.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
