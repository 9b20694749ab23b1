import Foundation

/// Table and collection views in focus updates: their delegates asked and told with the
/// index paths, the last focused index path remembered, selection following focus, and the
/// cell focus enters them at.
extension UIFocusSystem {
    /// UIKit: a table or collection view among the environments asks its delegate too.
    func listDelegatesAllow(_ context: UIFocusUpdateContext, environments: [any UIFocusEnvironment]) -> Bool {
        environments.allSatisfy { ($0 as? any FocusList)?.focusUpdateAllowed(context) ?? true }
    }

    /// After focus moved: each list among the environments remembers, tells its delegate and
    /// follows focus with its selection (`FocusList.focusDidUpdate`).
    func listsDidUpdateFocus(_ context: UIFocusUpdateContext, environments: [any UIFocusEnvironment],
                             coordinator: UIFocusAnimationCoordinator) {
        for case let list as any FocusList in environments {
            list.focusDidUpdate(context, coordinator: coordinator)
        }
    }

    /// The cell focus enters `environment` at when it is a table or collection view with a
    /// remembered or delegate-preferred index path whose cell is focusable.
    func preferredListCell(in environment: any UIFocusEnvironment, candidates: [FocusCandidate]) -> (any UIFocusItem)? {
        guard let list = environment as? any FocusList, let cell: UIView = list.preferredFocusCell,
              candidates.contains(where: { $0.item === cell }) else { return nil }
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
