import Foundation

extension UITableViewCell {
    /// The separator's thickness: one pixel (UIKit's hairline).
    var hairline: CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return 1 / max(1, scale)
    }

    /// UIKit: without an explicit inset the separator starts at the leading margin (16 pt on
    /// iPhone widths), or under the text when the content shows an image before it.
    var automaticSeparatorInset: UIEdgeInsets {
        var left = builtInMargins.leading
        if let list = contentView as? UIListContentView, let textX = list.textLeadingEdge {
            left = contentView.frame.minX + textX
        } else if let image = imageViewStorage, image.image != nil, let text = textLabelStorage {
            left = contentView.frame.minX + text.frame.minX
        }
        return UIEdgeInsets(top: 0, left: left, bottom: 0, right: 0)
    }

    var _separatorInset: UIEdgeInsets {
        if let inset = configurationStorage.separatorInset { return inset }
        let appearance = configurationStorage.separatorAppearance
        guard let tableInset = appearance.tableInset else { return automaticSeparatorInset }
        switch appearance.reference {
        case .fromCellEdges:
            return tableInset
        case .fromAutomaticInsets:
            let automatic = automaticSeparatorInset
            return UIEdgeInsets(top: 0, left: automatic.left + tableInset.left, bottom: 0, right: automatic.right + tableInset.right)
        }
    }

    func applySeparatorAppearance(_ appearance: TableSeparatorAppearance) {
        guard appearance != configurationStorage.separatorAppearance else { return }
        configurationStorage.separatorAppearance = appearance
        setNeedsLayout()
    }

    /// The height the separator takes at the bottom of the cell (0 when hidden).
    var separatorHeight: CGFloat { configurationStorage.separatorAppearance.isVisible ? hairline : 0 }

    func layoutSeparator() {
        let appearance = configurationStorage.separatorAppearance
        guard appearance.isVisible else {
            configurationStorage.separator?.removeFromSuperview()
            configurationStorage.separatorEffectView?.removeFromSuperview()
            return
        }
        let separator = configurationStorage.separator ?? UIView(frame: .zero)
        if configurationStorage.separator == nil {
            configurationStorage.separator = separator
            separator.isUserInteractionEnabled = false
        }
        separator.backgroundColor = appearance.color
        let inset = _separatorInset
        let line = hairline
        let frame = CGRect(x: inset.left, y: bounds.height - line,
                           width: max(0, bounds.width - inset.left - inset.right), height: line)
        if let effect = appearance.effect {
            // The table's `separatorEffect`: the line is the content of a visual effect view.
            let host = configurationStorage.separatorEffectView ?? UIVisualEffectView(effect: effect)
            if configurationStorage.separatorEffectView == nil {
                configurationStorage.separatorEffectView = host
                host.isUserInteractionEnabled = false
            }
            if host.effect !== effect { host.effect = effect }
            if host.superview !== self { addSubview(host) }
            if separator.superview !== host.contentView { host.contentView.addSubview(separator) }
            host.frame = frame
            separator.frame = host.contentView.bounds
        } else {
            configurationStorage.separatorEffectView?.removeFromSuperview()
            configurationStorage.separatorEffectView = nil
            if separator.superview !== self { addSubview(separator) }
            separator.frame = frame
        }
    }
}
