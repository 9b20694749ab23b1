import XCTest
import UIKit

/// Records a search bar's delegate calls, a search controller's delegate calls and its
/// updater's calls into one log.
@MainActor
final class SearchRecorder: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var log: [String] = []
    var shouldBegin = true
    var resignsOnSearch = false

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return shouldBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text))")
        return true
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search")
        if resignsOnSearch { searchBar.resignFirstResponder() }
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope(\(selectedScope))") }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        log.append("update(\(searchController.searchBar.text ?? "nil"),\(searchController.isActive))")
    }
}

@MainActor
enum SearchFixtures {
    /// The visible button titled `title` under `view`.
    static func button(_ title: String, in view: UIView) -> UIButton? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let button = next as? UIButton, button.title(for: .normal) == title, !button.isHidden { return button }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }

    static func segmentedControl(in view: UIView) -> UISegmentedControl? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let control = next as? UISegmentedControl { return control }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }
}
