extension UIViewController {
    /// Posted when a split view controller collapses or expands, which changes where
    /// `show(_:sender:)` and `showDetailViewController(_:sender:)` show; the object is the split
    /// view controller. UIKit declares it on `UIViewController` (subclasses inherit it).
    nonisolated public static let showDetailTargetDidChangeNotification = NSNotification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// UIKit: the controller that handles showing (`targetViewController(forAction:sender:)`
    /// from the parent up) shows it; when no container says it handles the action, `vc` is
    /// presented modally. A container takes part by answering true from
    /// `canPerformAction(_:withSender:)` for "show:sender:" (or
    /// "showDetailViewController:sender:") and overriding the show method.
    func _show(_ vc: UIViewController, sender: Any?, detail: Bool) {
        let action: Selector = detail ? "showDetailViewController:sender:" : "show:sender:"
        if let container = parentStorage?.targetViewController(forAction: action, sender: sender), container !== self {
            if detail { container.showDetailViewController(vc, sender: sender) } else { container.show(vc, sender: sender) }
            return
        }
        present(vc, animated: true)
    }

    func _targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.parentStorage ?? controller.presentingStorage
        }
        return nil
    }
}
