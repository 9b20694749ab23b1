import Foundation

/// A table or collection view's focus settings and memory (in its focus storage).
@MainActor
final class ListFocusState {
    var selectionFollowsFocus = false
    var remembersLastFocusedIndexPath = false
    var allowsFocusDuringEditing = false
    /// The index path of the cell last focused in the list (kept when focus leaves it).
    var lastFocusedIndexPath: IndexPath?
}

extension UIView {
    /// The list focus state of a table or collection view (made on first use).
    var listFocusState: ListFocusState {
        let storage = focusStorage
        if let state = storage.list { return state }
        let state = ListFocusState()
        storage.list = state
        return state
    }

    var listFocusStateIfMade: ListFocusState? { extras?.focus?.list }

    /// A list focus setting, without making the state (its default when never set).
    func listFocusSetting(_ setting: KeyPath<ListFocusState, Bool>) -> Bool {
        listFocusStateIfMade?[keyPath: setting] ?? false
    }

    func setListFocusSetting(_ setting: ReferenceWritableKeyPath<ListFocusState, Bool>, _ value: Bool) {
        listFocusState[keyPath: setting] = value
    }
}
