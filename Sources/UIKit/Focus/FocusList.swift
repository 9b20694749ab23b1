import Foundation

/// A table or collection view in the focus engine: one implementation of how a list takes
/// focus (the cell focus enters it at, the index paths its delegate sees, selection following
/// focus); each class supplies its cells and its delegate's answers.
@MainActor
protocol FocusList: UIScrollView {
    associatedtype Cell: FocusListCell
    associatedtype FocusContext: UIFocusUpdateContext

    var allowsFocus: Bool { get }
    var allowsFocusDuringEditing: Bool { get }
    var allowsSelection: Bool { get }
    var isEditing: Bool { get }
    var remembersLastFocusedIndexPath: Bool { get }
    func indexPath(for cell: Cell) -> IndexPath?
    func selectFromTouch(_ indexPath: IndexPath)

    /// The shown cell at `indexPath` (`cellForRow(at:)`, `cellForItem(at:)`).
    func focusCell(at indexPath: IndexPath) -> Cell?
    /// Whether the row or item is selected.
    func focusIndexPathIsSelected(_ indexPath: IndexPath) -> Bool
    /// The update as the delegate sees it, with the index paths in this list.
    func focusContext(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) -> FocusContext

    // The delegate's answers: the defaults when there is no delegate.
    func delegateCanFocus(at indexPath: IndexPath) -> Bool
    func delegatePreferredFocusIndexPath() -> IndexPath?
    func delegateShouldUpdateFocus(in context: FocusContext) -> Bool
    func delegateDidUpdateFocus(in context: FocusContext, with coordinator: UIFocusAnimationCoordinator)
    func delegateSelectionFollowsFocus(at indexPath: IndexPath) -> Bool
}

extension FocusList {
    /// The cell focus enters the list at: the last focused one's when the list remembers it,
    /// else the delegate's preferred one's; nil when neither is shown.
    var preferredFocusCell: Cell? {
        if remembersLastFocusedIndexPath, let path = listFocusStateIfMade?.lastFocusedIndexPath,
           let cell = focusCell(at: path) {
            return cell
        }
        return delegatePreferredFocusIndexPath().flatMap(focusCell(at:))
    }

    /// The index path of the list's cell that is or contains `item`.
    func focusIndexPath(of item: (any UIFocusItem)?) -> IndexPath? {
        var current = item.flatMap(UIFocusSystem.view(containing:))
        while let view = current, view !== self {
            if let cell = view as? Cell, cell.superview != nil, cell.focusList === self {
                return indexPath(for: cell)
            }
            current = view.superview
        }
        return nil
    }

    /// UIKit: a table or collection view among the environments of an update asks its delegate
    /// too (`tableView(_:shouldUpdateFocusIn:)`, `collectionView(_:shouldUpdateFocusIn:)`).
    func focusUpdateAllowed(_ context: UIFocusUpdateContext) -> Bool {
        delegateShouldUpdateFocus(in: listContext(context))
    }

    /// After focus moved: the list remembers the index path focused in it, tells its delegate,
    /// then selects the newly focused row or item when selection follows focus there.
    func focusDidUpdate(_ context: UIFocusUpdateContext, coordinator: UIFocusAnimationCoordinator) {
        let listContext = listContext(context)
        let next = listContext.nextIndexPathStorage
        if let next { listFocusState.lastFocusedIndexPath = next }
        delegateDidUpdateFocus(in: listContext, with: coordinator)
        // UIKit: the row or item is selected as a tap selects it (the delegate's will/did select).
        if let next, allowsSelection, delegateSelectionFollowsFocus(at: next), !focusIndexPathIsSelected(next) {
            selectFromTouch(next)
        }
    }

    private func listContext(_ context: UIFocusUpdateContext) -> FocusContext {
        focusContext(context, previous: focusIndexPath(of: context.previousItemStorage),
                     next: focusIndexPath(of: context.nextItemStorage))
    }
}

/// A table or collection view cell as a focus item: focusable when its list allows focus,
/// selected with the keyboard's select press.
@MainActor
protocol FocusListCell: UIView {
    associatedtype List: FocusList
    var isHighlighted: Bool { get set }
}

extension FocusListCell {
    /// The list the cell is shown in (its superview chain).
    var focusList: List? {
        guard let start = superview else { return nil }
        return sequence(first: start, next: \.superview).lazy.compactMap { $0 as? List }.first
    }

    var _cellCanBecomeFocused: Bool {
        guard let list = focusList, list.allowsFocus, !list.isEditing || list.allowsFocusDuringEditing,
              let cell = self as? List.Cell, let indexPath = list.indexPath(for: cell) else { return false }
        return list.delegateCanFocus(at: indexPath)
    }

    func _cellFocusPressesBegan(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard isFocused, let press = presses.first(where: { $0.type == .select && $0.key != nil }),
              let list = focusList, list.allowsSelection else { return presses }
        focusStorage.activatingPress = ObjectIdentifier(press)
        isHighlighted = true
        return presses.subtracting([press])
    }

    func _cellFocusPressesEnded(_ presses: Set<UIPress>, cancelled: Bool) -> Set<UIPress> {
        guard let active = extras?.focus?.activatingPress,
              let press = presses.first(where: { ObjectIdentifier($0) == active }) else { return presses }
        focusStorage.activatingPress = nil
        isHighlighted = false
        if !cancelled, let list = focusList, let cell = self as? List.Cell, let indexPath = list.indexPath(for: cell) {
            // UIKit: the same delegate sequence as a tap (willSelect/shouldSelect, didSelect).
            list.selectFromTouch(indexPath)
        }
        return presses.subtracting([press])
    }
}
