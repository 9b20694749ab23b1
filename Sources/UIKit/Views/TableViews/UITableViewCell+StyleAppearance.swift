import Foundation

extension UITableViewCell {
    /// Shows the table style's look: the fill (under the cell's own background color, views
    /// and configurations, which cover it) and the rounded corners, clipping the cell's
    /// content and selection to them. Corners the table did not set are left alone.
    func applyStyleAppearance(_ appearance: TableCellStyleAppearance) {
        let old = configurationStorage.styleAppearance
        if backgroundColor == nil {
            let fill = appearance.fill?.cgColor
            if layer.backgroundColor != fill { layer.backgroundColor = fill }
        }
        guard appearance != old else { return }
        configurationStorage.styleAppearance = appearance
        if appearance.trailingReserve != old.trailingReserve { setNeedsLayout() }
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
