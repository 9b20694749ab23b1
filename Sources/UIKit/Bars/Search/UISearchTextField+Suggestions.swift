import Foundation

/// The search suggestions list (iOS 16): shown under the field while it is first
/// responder and `searchSuggestions` is not empty; a pick goes to the delegate's
/// `searchTextField(_:didSelect:)` (and a search controller's results updater), then the
/// list hides until the suggestions are set again.
extension UISearchTextField {
    func updateSuggestionsList() {
        let list = suggestionsList
        guard isFirstResponder, let window, let suggestions = searchSuggestions, !suggestions.isEmpty else {
            if list.superview != nil { list.removeFromSuperview() }
            return
        }
        if list.onSelect == nil {
            list.onSelect = { [weak self] index in self?.selectSuggestion(at: index) }
        }
        let fieldFrame = convert(bounds, to: window)
        // UIKit: at least as wide as the field; ours: 280 points at the least, kept in the window.
        let width = min(max(fieldFrame.width, 280), window.bounds.width)
        let x = min(max(0, fieldFrame.minX), window.bounds.width - width)
        let top = fieldFrame.maxY + SearchSuggestionsView.gap
        let height = min(CGFloat(suggestions.count) * SearchSuggestionsView.rowHeight, max(0, window.bounds.height - top))
        list.frame = CGRect(x: x, y: top, width: width, height: height)
        list.show(suggestions)
        if list.superview !== window { window.addSubview(list) } else { window.bringSubviewToFront(list) }
    }

    /// The user picked the suggestion at `index`.
    func selectSuggestion(at index: Int) {
        let suggestions = suggestionsList.suggestions
        guard index >= 0, index < suggestions.count else { return }
        let suggestion = suggestions[index]
        suggestionsList.removeFromSuperview()
        searchDelegate?.searchTextField(self, didSelect: suggestion)
        owningSearchController?.suggestionSelected(suggestion)
    }

    /// The search controller whose bar holds this field.
    var owningSearchController: UISearchController? {
        var view: UIView? = superview
        while let current = view {
            if let bar = current as? UISearchBar { return bar.owningController }
            view = current.superview
        }
        return nil
    }
}
