import Foundation
@_spi(Diagnostics) import CoreGraphics

// Self-sizing rows: a row whose height is `automaticDimension` is estimated until it comes on
// screen, then measured with its cell and the rows below move (UIKit).
extension UITableView {
    /// UIKit: `estimatedRowHeight = 0` turns estimation off (every row is measured up front);
    /// `automaticDimension` (the default) estimates with the standard row height.
    var estimatesRowHeights: Bool { estimatedRowHeightStorage != 0 }

    func estimatedHeight(forRowAt indexPath: IndexPath, _ delegate: UITableViewDelegate?) -> CGFloat {
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeightStorage
        if estimate == UITableView.automaticDimension || estimate == 0 { return UITableView.defaultRowHeight }
        guard estimate.isFinite, estimate > 0 else {
            FrameworkLog.log("UITableView: invalid estimated height \(estimate) for row \(indexPath.row) in section \(indexPath.section); using \(UITableView.defaultRowHeight)")
            return UITableView.defaultRowHeight
        }
        return estimate
    }

    func _setEstimatedRowHeight(_ height: CGFloat) {
        guard height == UITableView.automaticDimension || (height.isFinite && height >= 0) else {
            FrameworkLog.log("UITableView.estimatedRowHeight: invalid height \(height); ignored")
            return
        }
        estimatedRowHeightStorage = height
        invalidateRows()
    }

    /// With estimation off, every self-sizing row is measured as soon as the rows are read.
    func measureRowsUpFrontIfNeeded() {
        guard !estimatesRowHeights, let model = rowModel, !model.sizing.isEmpty, model.sizing.count == model.rowCount,
              dataSourceStorage != nil else { return }
        let rows = model.sizing.indices.filter { model.sizing[$0] == .estimated }
        guard !rows.isEmpty else { return }
        var changes: [(flat: Int, height: CGFloat)] = []
        changes.reserveCapacity(rows.count)
        for flat in rows {
            let indexPath = model.indexPath(ofFlat: flat)
            guard let cell = cellToMeasure(indexPath, flat: flat) else { continue }
            changes.append((flat, measuredHeight(of: cell, indexPath: indexPath)))
            // Back to the queue at once, so the next row's dequeue reuses it.
            if let prepared = selfSizing.preparedCells.removeValue(forKey: indexPath) { enqueueUnshown(prepared) }
        }
        selfSizing.measuredWidth = bounds.width
        applyMeasuredHeights(changes)
    }

    /// Stores measured heights in place (the row model's arrays are not copied: a copy of
    /// 100,000 rows per frame would cost more than the frame).
    private func applyMeasuredHeights(_ changes: [(flat: Int, height: CGFloat)]) {
        guard rowModel != nil, !changes.isEmpty else { return }
        let count = rowModel!.sizing.count
        for change in changes where change.flat < count { rowModel!.sizing[change.flat] = .measured }
        rowModel!.setHeights(changes)
        let height = rowModel!.contentHeight
        if contentSize.height != height || contentSize.width != bounds.width {
            contentSize = CGSize(width: bounds.width, height: height)
        }
    }

    /// Before tiling: measures the estimated rows that are on screen, moves the rows below,
    /// and keeps what was already on screen still (a row above it that grows moves the
    /// offset with it). Repeats while measuring brings other estimated rows on screen.
    func resolveEstimatedRowsInView() {
        guard dataSourceStorage != nil else { return }
        _ = loadedRowModel
        // No self-sizing rows (or a model whose row count changed without its sizing).
        guard rowModel != nil, !rowModel!.sizing.isEmpty, rowModel!.sizing.count == rowModel!.rowCount else { return }
        if bounds.width != selfSizing.measuredWidth {
            // UIKit: a new width invalidates every measured height (kept as the estimate).
            if selfSizing.measuredWidth >= 0 {
                for index in rowModel!.sizing.indices where rowModel!.sizing[index] == .measured {
                    rowModel!.sizing[index] = .estimated
                }
            }
            selfSizing.measuredWidth = bounds.width
        }
        for pass in 0..<16 {
            guard let model = rowModel else { return }
            let visible = model.flatRows(from: bounds.minY, to: bounds.maxY)
            if pass == 0 { retireCellsOutside(visible, model) }
            guard let firstVisible = visible.first else { break }
            // The anchor: the topmost row on screen that was already shown.
            var anchor: (flat: Int, top: CGFloat)?
            for indexPath in visibleCellsByIndexPath.keys where model.contains(indexPath) {
                let flat = model.flatIndex(of: indexPath)
                if visible.contains(flat), flat < anchor?.flat ?? .max { anchor = (flat, model.rowTops[flat]) }
            }
            // Walk down from the first row on screen with the real heights, so only the rows
            // that end up on screen are measured (and get cells).
            var changes: [(flat: Int, height: CGFloat)] = []
            var y = model.rowTops[firstVisible]
            var flat = firstVisible
            let count = model.rowCount
            while flat < count, y < bounds.maxY {
                var height = model.rowHeights[flat]
                if model.sizing(ofFlat: flat) == .estimated {
                    let indexPath = model.indexPath(ofFlat: flat)
                    if let cell = cellToMeasure(indexPath, flat: flat) {
                        height = measuredHeight(of: cell, indexPath: indexPath)
                        changes.append((flat, height))
                    }
                }
                let gap = flat + 1 < count ? model.rowTops[flat + 1] - model.rowTops[flat] - model.rowHeights[flat] : 0
                y += height + gap
                flat += 1
            }
            // The local copy goes before the model changes (it is changed in place).
            _ = consume model
            guard !changes.isEmpty else { break }
            applyMeasuredHeights(changes)
            // UIKit keeps the content on screen steady: rows above the first row already shown
            // that changed height move the offset by as much.
            if let anchor, let model = rowModel {
                let shift = model.rowTops[anchor.flat] - anchor.top
                if shift != 0 { shiftContentOffsetForResizedRows(by: shift) }
            }
        }
    }

    /// Cells that scrolled off go to the reuse queue before rows coming on screen are
    /// measured, so their cells come from the queue (as the tiling would do).
    private func retireCellsOutside(_ visible: Range<Int>, _ model: TableRowModel) {
        // The row being dragged stays with the finger wherever its row is.
        for (indexPath, cell) in visibleCellsByIndexPath where cell !== interaction.reorderCell {
            guard model.contains(indexPath) else { continue }
            if !visible.contains(model.flatIndex(of: indexPath)) {
                visibleCellsByIndexPath[indexPath] = nil
                retire(cell, from: indexPath)
            }
        }
    }

    private func shiftContentOffsetForResizedRows(by shift: CGFloat) {
        if var drag { drag.startOffset.y += shift; self.drag = drag }
        contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + shift)
    }

    /// The displayed cell of the row, or a new one from the data source (kept for the tiling).
    private func cellToMeasure(_ indexPath: IndexPath, flat: Int) -> UITableViewCell? {
        if let cell = visibleCellsByIndexPath[indexPath] ?? selfSizing.preparedCells[indexPath] { return cell }
        guard let source = dataSourceStorage else { return nil }
        let cell = makeCell(forRowAt: indexPath, source)
        if let model = rowModel, flat < model.rowCount {
            cell.frame = rowFrame(model, flat: flat)
        }
        selfSizing.preparedCells[indexPath] = cell
        return cell
    }

    /// UIKit: a cell whose content view has constraints is measured with Auto Layout at the
    /// table's width (width required, height as small as fits); otherwise `sizeThatFits`.
    func measuredHeight(of cell: UITableViewCell, indexPath: IndexPath) -> CGFloat {
        selfSizing.isMeasuring = true
        defer { selfSizing.isMeasuring = false }
        if let model = rowModel, model.contains(indexPath) {
            cell.applySeparatorAppearance(separatorAppearance(forFlat: model.flatIndex(of: indexPath), model: model))
            cell.applyStyleAppearance(cellStyleAppearance(for: indexPath, model: model))
        }
        let width = rowWidth
        if cell.bounds.width != width { cell.bounds.size.width = width }
        cell.updateConfigurationIfNeeded()
        let height = cell.sizeThatFits(CGSize(width: width, height: 0)).height
        selfSizing.measuredRowCount += 1
        guard height.isFinite, height >= 0 else {
            FrameworkLog.log("UITableView: the cell for row \(indexPath.row) in section \(indexPath.section) measured \(height); using \(UITableView.defaultRowHeight)")
            return UITableView.defaultRowHeight
        }
        return height
    }

    /// The tiling takes the cell made while measuring instead of asking the data source again.
    func takePreparedCell(for indexPath: IndexPath) -> UITableViewCell? {
        selfSizing.preparedCells.removeValue(forKey: indexPath)
    }

    /// Cells measured for rows that did not stay on screen go to the reuse queue.
    func recyclePreparedCells() {
        guard !selfSizing.preparedCells.isEmpty else { return }
        for cell in selfSizing.preparedCells.values { enqueueUnshown(cell) }
        selfSizing.preparedCells = [:]
    }

    private func enqueueUnshown(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
    }

    /// A cell on screen invalidated its size (its content changed): the row is measured again
    /// at the next layout (UIKit, iOS 16 `selfSizingInvalidation`).
    func cellDidInvalidateSize(_ cell: UITableViewCell) {
        guard !selfSizing.isMeasuring, selfSizing.invalidation != .disabled, let model = rowModel, !model.sizing.isEmpty,
              let indexPath = visibleCellsByIndexPath.first(where: { $0.value === cell })?.key,
              model.contains(indexPath) else { return }
        let flat = model.flatIndex(of: indexPath)
        guard model.sizing(ofFlat: flat) == .measured else { return }
        _ = consume model
        rowModel!.sizing[flat] = .estimated
        setNeedsLayout()
    }

    /// Measures the rows on screen again at the next layout (what `beginUpdates()` and
    /// `endUpdates()` do for self-sizing rows in UIKit).
    func remeasureVisibleRows() {
        guard rowModel != nil, !rowModel!.sizing.isEmpty else { return }
        for indexPath in visibleCellsByIndexPath.keys where rowModel!.contains(indexPath) {
            let flat = rowModel!.flatIndex(of: indexPath)
            if rowModel!.sizing(ofFlat: flat) == .measured { rowModel!.sizing[flat] = .estimated }
        }
        setNeedsLayout()
    }
}
