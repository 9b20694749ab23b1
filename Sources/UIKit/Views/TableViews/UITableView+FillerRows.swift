@_spi(Diagnostics) import CoreGraphics
import Foundation

// Filler rows (iOS 15's `fillerRowHeight`): empty rows, drawn as their separators, below the
// last row of a plain table whose content does not fill it.
extension UITableView {
    func _setFillerRowHeight(_ height: CGFloat) {
        guard height.isFinite, height >= 0 || height == UITableView.automaticDimension else {
            FrameworkLog.log("UITableView.fillerRowHeight: invalid height \(height) (use 0, a positive height or automaticDimension); ignored")
            return
        }
        guard height != appearanceStorage.fillerRowHeight else { return }
        appearanceStorage.fillerRowHeight = height
        separatorSettingsDidChange()
    }

    /// The filler rows' height: the set height, or (`automaticDimension`) the last row's, or
    /// without rows the table's row height (44 pt when automatic).
    func resolvedFillerRowHeight(_ model: TableRowModel) -> CGFloat {
        let height = appearanceStorage.fillerRowHeight
        guard height == UITableView.automaticDimension else { return height }
        if let last = model.rowHeights.last, last > 0 { return last }
        return rowHeight > 0 ? rowHeight : UITableView.defaultRowHeight
    }

    /// UIKit: only the plain style has filler rows, only when the content is shorter than
    /// the table, and a `tableFooterView` takes their place (the classic way to hide them).
    func showsFillerRows(_ model: TableRowModel) -> Bool {
        guard styleStorage == .plain, appearanceStorage.fillerRowHeight != 0, tableFooterViewStorage == nil,
              appearanceStorage.separatorStyle != .none, appearanceStorage.separatorColor != nil else { return false }
        let inset = adjustedContentInset
        return model.contentHeight + inset.top + inset.bottom < bounds.height && resolvedFillerRowHeight(model) > 0
    }

    /// Places the filler rows' separators from the content's end to the bottom of the view,
    /// with the table's separator inset, color and effect.
    func layoutFillerRows(_ model: TableRowModel) {
        guard showsFillerRows(model), let color = appearanceStorage.separatorColor else {
            fillerRowsView?.removeFromSuperview()
            fillerRowsView = nil
            return
        }
        let top = model.contentHeight
        let frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
        let view = fillerRowsView ?? TableFillerRowsView(frame: frame)
        if fillerRowsView == nil {
            fillerRowsView = view
            insertSubview(view, at: 0)
        }
        view.frame = frame
        let height = resolvedFillerRowHeight(model)
        let inset = appearanceStorage.separatorInset ?? defaultSeparatorInset
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let line = 1 / max(1, scale)
        var frames: [CGRect] = []
        var bottom = height
        // Every filler row whose separator falls inside the view (at most a screenful).
        while bottom - line < frame.height, frames.count < 1000 {
            frames.append(CGRect(x: inset.left, y: bottom - line, width: max(0, bounds.width - inset.left - inset.right), height: line))
            bottom += height
        }
        view.setLines(frames, color: color, effect: appearanceStorage.separatorEffect)
    }
}
