import Foundation

extension UITableView {
    /// UIKit: the separator inset a table reports until one is set — the leading margin
    /// (16 pt at iPhone widths).
    var defaultSeparatorInset: UIEdgeInsets { UIEdgeInsets(top: 0, left: UITableViewCell.contentMargin, bottom: 0, right: 0) }

    /// The separator of a row. UIKit: a plain table draws one under every row but the last
    /// (nothing is drawn below the content); the grouped styles end each section without one.
    func separatorAppearance(forFlat flat: Int, model: TableRowModel) -> TableSeparatorAppearance {
        var appearance = TableSeparatorAppearance()
        let storage = appearanceStorage
        guard storage.separatorStyle != .none, let color = storage.separatorColor else { return appearance }
        let isLast: Bool
        if styleStorage == .plain {
            isLast = flat == model.rowCount - 1
        } else {
            let indexPath = model.indexPath(ofFlat: flat)
            isLast = indexPath.row == model.sectionRowCounts[indexPath.section] - 1
        }
        // UIKit: with filler rows below, the last row keeps its separator.
        appearance.isVisible = !isLast || (styleStorage == .plain && flat == model.rowCount - 1 && showsFillerRows(model))
        appearance.color = color
        appearance.effect = storage.separatorEffect
        appearance.tableInset = storage.separatorInset
        appearance.reference = storage.separatorInsetReference
        return appearance
    }

    /// Tells every cell on screen how to draw its separator and its style's background.
    func decorateVisibleCells(_ model: TableRowModel) {
        for (indexPath, cell) in visibleCellsByIndexPath where model.contains(indexPath) {
            cell.applySeparatorAppearance(separatorAppearance(forFlat: model.flatIndex(of: indexPath), model: model))
            cell.applyStyleAppearance(cellStyleAppearance(for: indexPath, model: model))
        }
    }

    func separatorSettingsDidChange() {
        guard let model = rowModel else { return }
        decorateVisibleCells(model)
        layoutFillerRows(model)
    }
}
