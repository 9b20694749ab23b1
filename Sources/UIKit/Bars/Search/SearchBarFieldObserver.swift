import Foundation

/// The search bar's field's delegate: turns the field's calls into the search bar
/// delegate's, in UIKit's order, and tells the owning search controller.
@MainActor
final class SearchBarFieldObserver: NSObject, UITextFieldDelegate {
    unowned(unsafe) let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
        super.init()
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    /// UIKit: the bar's delegate hears of it first, then the search controller presents.
    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.owningController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// UIKit: Return is the search button; the field keeps editing (the delegate resigns it).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}
