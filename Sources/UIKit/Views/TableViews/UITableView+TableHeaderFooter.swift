import Foundation
@_spi(Diagnostics) import CoreGraphics

// The table header and footer views: the first and last things in the content, as wide as the
// table, as tall as their frames were when they were assigned (UIKit).
extension UITableView {
    func _setTableHeaderFooterView(_ view: UIView?, isFooter: Bool) {
        let old = isFooter ? tableFooterViewStorage : tableHeaderViewStorage
        if let old, old !== view, old.superview === self { old.removeFromSuperview() }
        if isFooter { tableFooterViewStorage = view } else { tableHeaderViewStorage = view }
        // UIKit: the height is taken now (a later change to the view's frame needs the view
        // assigned again); the rows below move at the next layout.
        let height = tableHeaderFooterViewHeight(view)
        if isFooter { tableFooterViewHeight = height } else { tableHeaderViewHeight = height }
        if let view, view.superview !== self { insertSubview(view, at: 0) }
        invalidateRows()
    }

    /// The height a table header or footer view takes: its frame's (0 without a view, or for
    /// a height that is not a finite non-negative number, with a log line).
    func tableHeaderFooterViewHeight(_ view: UIView?) -> CGFloat {
        guard let height = view?.frame.height else { return 0 }
        guard height.isFinite, height >= 0 else {
            FrameworkLog.log("UITableView: a table header or footer view is \(height) pt tall; using 0")
            return 0
        }
        return height
    }

    /// The views span the table's width at the top and bottom of the content.
    func placeTableHeaderAndFooterViews(_ model: TableRowModel) {
        if let header = tableHeaderViewStorage {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: model.tableHeaderHeight)
            if header.frame != frame { header.frame = frame }
            if header.superview !== self { insertSubview(header, at: 0) }
        }
        if let footer = tableFooterViewStorage {
            let frame = CGRect(x: 0, y: model.contentHeight - model.tableFooterHeight, width: bounds.width, height: model.tableFooterHeight)
            if footer.frame != frame { footer.frame = frame }
            if footer.superview !== self { insertSubview(footer, at: 0) }
        }
    }
}
