import Foundation

extension UIViewController {
    /// UIKit's default answer to `canPerformUnwindSegueAction`: the controller implements
    /// `action` and is not the one the unwind starts from.
    func _canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController) -> Bool {
        fromViewController !== self && action.canBeInvoked(on: self)
    }

    /// The child whose hierarchy holds `source`: the child itself, one of its descendants, or a
    /// controller presented from them.
    func _childContaining(_ source: UIViewController) -> UIViewController? {
        children.first { $0._hierarchyContains(source) }
    }

    private func _hierarchyContains(_ controller: UIViewController) -> Bool {
        if self === controller { return true }
        if children.contains(where: { $0._hierarchyContains(controller) }) { return true }
        if let presented = presentedStorage, presented.presentingStorage === self {
            return presented._hierarchyContains(controller)
        }
        return false
    }
}
