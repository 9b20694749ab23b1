extension UIViewController {
    var _splitViewController: UISplitViewController? {
        var current = parentStorage
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parentStorage
        }
        return nil
    }
}

extension UINavigationController {
    func _collapseSecondaryViewController(_ secondary: UIViewController, for splitViewController: UISplitViewController) {
        if let navigation = secondary as? UINavigationController {
            let moved = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            setViewControllers(viewControllers + moved, animated: false)
        } else if !(secondary is UITabBarController), !viewControllers.contains(where: { $0 === secondary }) {
            pushViewController(secondary, animated: false)
        }
    }
}
