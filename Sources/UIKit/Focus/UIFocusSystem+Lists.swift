import Foundation

/// Table and collection views in focus updates: their delegates asked and told with the
/// index paths, the last focused index path remembered, selection following focus, and the
/// cell focus enters them at.
extension UIFocusSystem {
    /// UIKit: a table or collection view among the environments asks its delegate too
    /// (`tableView(_:shouldUpdateFocusIn:)`, `collectionView(_:shouldUpdateFocusIn:)`).
    func listDelegatesAllow(_ context: UIFocusUpdateContext, environments: [any UIFocusEnvironment]) -> Bool {
        for environment in environments {
            if let table = environment as? UITableView, let delegate = table.tableDelegate {
                if !delegate.tableView(table, shouldUpdateFocusIn: tableContext(context, table)) { return false }
            } else if let collection = environment as? UICollectionView, let delegate = collection.collectionDelegate {
                if !delegate.collectionView(collection, shouldUpdateFocusIn: collectionContext(context, collection)) { return false }
            }
        }
        return true
    }

    /// After focus moved: each list remembers the index path focused in it, tells its delegate,
    /// then selects the newly focused row or item when selection follows focus there.
    func listsDidUpdateFocus(_ context: UIFocusUpdateContext, environments: [any UIFocusEnvironment],
                             coordinator: UIFocusAnimationCoordinator) {
        for environment in environments {
            if let table = environment as? UITableView {
                let listContext = tableContext(context, table)
                if let next = listContext.nextFocusedIndexPath { table.listFocusState.lastFocusedIndexPath = next }
                let delegate = table.tableDelegate
                delegate?.tableView(table, didUpdateFocusIn: listContext, with: coordinator)
                // UIKit: the row is selected as a tap selects it (the delegate's will/did select).
                if let next = listContext.nextFocusedIndexPath, table.allowsSelection,
                   delegate?.tableView(table, selectionFollowsFocusForRowAt: next) ?? table.selectionFollowsFocus,
                   !(table.indexPathsForSelectedRows ?? []).contains(next) {
                    table.selectFromTouch(next)
                }
            } else if let collection = environment as? UICollectionView {
                let listContext = collectionContext(context, collection)
                if let next = listContext.nextFocusedIndexPath { collection.listFocusState.lastFocusedIndexPath = next }
                let delegate = collection.collectionDelegate
                delegate?.collectionView(collection, didUpdateFocusIn: listContext, with: coordinator)
                if let next = listContext.nextFocusedIndexPath, collection.allowsSelection,
                   delegate?.collectionView(collection, selectionFollowsFocusForItemAt: next) ?? collection.selectionFollowsFocus,
                   !(collection.indexPathsForSelectedItems ?? []).contains(next) {
                    collection.selectFromTouch(next)
                }
            }
        }
    }

    private func tableContext(_ context: UIFocusUpdateContext, _ table: UITableView) -> UITableViewFocusUpdateContext {
        UITableViewFocusUpdateContext(context, previous: table.focusIndexPath(of: context.previousItemStorage),
                                      next: table.focusIndexPath(of: context.nextItemStorage))
    }

    private func collectionContext(_ context: UIFocusUpdateContext, _ collection: UICollectionView) -> UICollectionViewFocusUpdateContext {
        UICollectionViewFocusUpdateContext(context, previous: collection.focusIndexPath(of: context.previousItemStorage),
                                           next: collection.focusIndexPath(of: context.nextItemStorage))
    }

    /// The cell focus enters `environment` at when it is a table or collection view with a
    /// remembered or delegate-preferred index path whose cell is focusable.
    func preferredListCell(in environment: any UIFocusEnvironment, candidates: [FocusCandidate]) -> (any UIFocusItem)? {
        let cell: UIView?
        if let table = environment as? UITableView {
            cell = table.preferredFocusCell
        } else if let collection = environment as? UICollectionView {
            cell = collection.preferredFocusCell
        } else {
            return nil
        }
        guard let cell, candidates.contains(where: { $0.item === cell }) else { return nil }
        return cell
    }

    /// The list whose implicit focus group `group` is (a table or collection view is a group
    /// of its own), found from one of the group's members.
    func list(of group: FocusCandidate.Group, members: [FocusCandidate]) -> UIView? {
        guard case .named(let name) = group, let first = members.first(where: { $0.item != nil })?.item else { return nil }
        var current = UIFocusSystem.view(containing: first)
        while let view = current {
            if CandidateWalk.implicitGroup(of: view) == name { return view }
            current = view.superview
        }
        return nil
    }
}
