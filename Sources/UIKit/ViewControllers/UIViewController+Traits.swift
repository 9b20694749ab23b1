extension UIViewController: UITraitEnvironment {}

extension UIViewController {
    var _traitCollection: UITraitCollection {
        let view = viewStorage
        var values = view?.traitBase() ?? UIScreen.main.traitCollection.values
        if overrideStyleStorage != .unspecified {
            values.userInterfaceStyle = overrideStyleStorage
        } else if let superview = view?.superviewStorage {
            values.userInterfaceStyle = superview.resolvedUserInterfaceStyle()
        } else if let parent = parentStorage ?? presentingStorage {
            values.userInterfaceStyle = parent.traitCollection.userInterfaceStyle
        } else {
            values.userInterfaceStyle = .light
        }
        return UITraitCollection(values: values)
    }

    func _setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideStyleStorage else { return }
        guard let view = viewStorage else {
            overrideStyleStorage = style
            return
        }
        view.performTraitChange { overrideStyleStorage = style }
    }
}
