extension UIButton {
    func _setTitle(_ title: String?, for state: UIControl.State) {
        stateContent.titles[exactly: state] = title
        _contentDidChange(affectsSize: true)
    }

    func _setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        stateContent.attributedTitles[exactly: state] = title
        _contentDidChange(affectsSize: true)
    }

    func _setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        stateContent.titleColors[exactly: state] = color
        _contentDidChange(affectsSize: false)
    }

    func _setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        stateContent.titleShadowColors[exactly: state] = color
        _contentDidChange(affectsSize: false)
    }

    func _setImage(_ image: UIImage?, for state: UIControl.State) {
        stateContent.images[exactly: state] = image
        _contentDidChange(affectsSize: true)
    }

    func _setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        stateContent.backgroundImages[exactly: state] = image
        _contentDidChange(affectsSize: true)
    }

    func _defaultTitleColor(for state: UIControl.State) -> UIColor {
        switch buttonTypeStorage {
        case .custom:
            return .white
        default:
            // UIKit does not document its disabled system-button gray; this is systemGray.
            return state.contains(.disabled) ? .systemGray : tintColor
        }
    }
}
