import Foundation

/// The delegate of a search controller (UIKit): told before and after it is presented and
/// dismissed; one that implements `presentSearchController(_:)` presents it itself.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    /// Presents the activated search controller (UIKit): when implemented, the controller
    /// does not show its view over the content itself.
    func presentSearchController(_ searchController: UISearchController)
    /// The search bar is about to move to `newPlacement` (iOS 16; never sent here: the bar
    /// is always stacked).
    func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
    /// The search bar moved from `previousPlacement` (iOS 16; never sent here).
    func searchController(_ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentationLeftToController = true
    }
    public func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement) {}
    public func searchController(_ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement) {}
}
