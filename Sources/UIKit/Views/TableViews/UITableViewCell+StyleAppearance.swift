import Foundation

extension UITableViewCell {
    /// Shows the table style's look: the fill (under the cell's own background color, views
    /// and configurations, which cover it) and the rounded corners, clipping the cell's
    /// content and selection to them. Corners the table did not set are left alone.
    /// The content view's left and right layout margins follow the readable width (the ones
    /// it had come back when the table stops asking).
    func applyReadableMargins(_ margins: UIEdgeInsets?) {
        var current = contentView.layoutMargins
        if let margins {
            if configurationStorage.marginsBeforeReadable == nil { configurationStorage.marginsBeforeReadable = current }
            current.left = margins.left
            current.right = margins.right
        } else if let saved = configurationStorage.marginsBeforeReadable {
            current.left = saved.left
            current.right = saved.right
            configurationStorage.marginsBeforeReadable = nil
        }
        if contentView.layoutMargins != current { contentView.layoutMargins = current }
        setNeedsLayout()
    }

    /// The built-in image and labels' leading and trailing margins: 16 pt, or the readable
    /// margins.
    var builtInMargins: (leading: CGFloat, trailing: CGFloat) {
        guard let readable = configurationStorage.styleAppearance.readableMargins else {
            return (UITableViewCell.contentMargin, UITableViewCell.contentMargin)
        }
        return (readable.left, readable.right)
    }

    func applyStyleAppearance(_ appearance: TableCellStyleAppearance) {
        let old = configurationStorage.styleAppearance
        if backgroundColor == nil {
            let fill = appearance.fill?.cgColor
            if layer.backgroundColor != fill { layer.backgroundColor = fill }
        }
        guard appearance != old else { return }
        configurationStorage.styleAppearance = appearance
        if appearance.trailingReserve != old.trailingReserve { setNeedsLayout() }
        if appearance.readableMargins != old.readableMargins { applyReadableMargins(appearance.readableMargins) }
        if appearance.cornerRadius > 0 {
            layer.cornerRadius = appearance.cornerRadius
            layer.maskedCorners = appearance.roundedCorners
            layer.masksToBounds = true
        } else if old.cornerRadius > 0 {
            layer.cornerRadius = 0
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            layer.masksToBounds = false
        }
    }
}
