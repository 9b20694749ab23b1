import Foundation

extension UITableView {
    /// The rows that overlap the visible bounds, top to bottom.
    var _indexPathsForVisibleRows: [IndexPath] {
        guard rowModel != nil || dataSourceStorage != nil else { return [] }
        return _indexPathsForRows(in: bounds)
    }

    func _indexPathsForRows(in rect: CGRect) -> [IndexPath] {
        let model = loadedRowModel
        return model.flatRows(from: rect.minY, to: rect.maxY).map { model.indexPath(ofFlat: $0) }
    }

    func _rectForRow(at indexPath: IndexPath) -> CGRect {
        let index = checkedFlatIndex(indexPath, "rectForRow(at:)")
        let model = loadedRowModel
        return CGRect(x: 0, y: model.rowTops[index], width: bounds.width, height: model.rowHeights[index])
    }

    func _rect(forSection section: Int) -> CGRect {
        let model = loadedRowModel
        precondition(section >= 0 && section < model.sectionRowCounts.count,
                     "UITableView.rect(forSection:): section (\(section)) beyond bounds (\(model.sectionRowCounts.count))")
        let top = model.sectionTops[section]
        let bottom = section + 1 < model.sectionTops.count ? model.sectionTops[section + 1] : model.contentHeight
        return CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
    }

    func _rectForHeader(inSection section: Int) -> CGRect {
        let model = loadedRowModel
        precondition(section >= 0 && section < model.sectionRowCounts.count,
                     "UITableView.rectForHeader(inSection:): section (\(section)) beyond bounds (\(model.sectionRowCounts.count))")
        return CGRect(x: 0, y: model.sectionTops[section], width: bounds.width, height: model.headerHeights[section])
    }

    func _rectForFooter(inSection section: Int) -> CGRect {
        let whole = _rect(forSection: section)
        let height = loadedRowModel.footerHeights[section]
        return CGRect(x: 0, y: whole.maxY - height, width: bounds.width, height: height)
    }

    func _indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        let model = loadedRowModel
        return model.flatRow(at: point.y).map { model.indexPath(ofFlat: $0) }
    }

    /// Keeps a cell exactly for each visible row: cells that scrolled off go to the reuse queue
    /// first, so the data source's dequeues for newly visible rows find them there.
    func _tileRows() {
        resolveEstimatedRowsInView()
        let model = loadedRowModel
        if contentSize.width != bounds.width || contentSize.height != model.contentHeight {
            contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        }
        let visible = model.flatRows(from: bounds.minY, to: bounds.maxY)
        let visiblePaths = visible.map { model.indexPath(ofFlat: $0) }
        let wanted = Set(visiblePaths)
        for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) && cell !== interaction.reorderCell {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        guard let source = dataSourceStorage else { return }
        tileSectionTitles(model, source)
        for (flat, indexPath) in zip(visible, visiblePaths) {
            let frame = CGRect(x: 0, y: model.rowTops[flat], width: bounds.width, height: model.rowHeights[flat])
            // During a reorder the dragged row follows the finger and the others show the gap.
            let placed = reorderFrame(for: indexPath, default: frame)
            if let cell = visibleCellsByIndexPath[indexPath] {
                // Self-sized rows above may have moved this one; nil: the row being dragged.
                if let placed, cell.frame != placed { cell.frame = placed }
                continue
            }
            displayNewCell(takePreparedCell(for: indexPath) ?? source.tableView(self, cellForRowAt: indexPath),
                           at: indexPath, frame: placed ?? frame)
        }
        recyclePreparedCells()
        decorateVisibleCells(model)
        prefetchRows(beyond: visible, in: model)
    }

    /// Title headers and footers of the sections on screen (headers stick in the plain style).
    private func tileSectionTitles(_ model: TableRowModel, _ source: UITableViewDataSource) {
        var headers: [Int: UITableViewHeaderFooterView] = [:], footers: [Int: UITableViewHeaderFooterView] = [:]
        for section in model.sectionRowCounts.indices {
            var header = _rectForHeader(inSection: section)
            let footer = _rectForFooter(inSection: section)
            if styleStorage == .plain {
                // UIKit: a plain table's header sticks to the top of the visible area while its
                // section is on screen, until the section's end pushes it up.
                let sectionBottom = _rect(forSection: section).maxY
                header.origin.y = max(header.minY, min(bounds.minY + adjustedContentInset.top, sectionBottom - header.height))
            }
            if header.height > 0, header.maxY > bounds.minY, header.minY < bounds.maxY,
               let title = source.tableView(self, titleForHeaderInSection: section) {
                headers[section] = placeTitleView(visibleHeaderViews[section], title: title, frame: header)
            }
            if footer.height > 0, footer.maxY > bounds.minY, footer.minY < bounds.maxY,
               let title = source.tableView(self, titleForFooterInSection: section) {
                footers[section] = placeTitleView(visibleFooterViews[section], title: title, frame: footer, isFooter: true)
            }
        }
        for (section, view) in visibleHeaderViews where headers[section] !== view { view.removeFromSuperview() }
        for (section, view) in visibleFooterViews where footers[section] !== view { view.removeFromSuperview() }
        visibleHeaderViews = headers
        visibleFooterViews = footers
    }

    private func placeTitleView(_ existing: UITableViewHeaderFooterView?, title: String, frame: CGRect,
                                isFooter: Bool = false) -> UITableViewHeaderFooterView {
        let view = existing ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.setListAppearance(style: styleStorage, isFooter: isFooter)
        view.frame = frame
        view.textLabel?.text = title
        // Above the cells (a sticky header covers the rows scrolling under it), below the
        // scroll indicators.
        if view.superview === self { view.removeFromSuperview() }
        let aboveCells = (subviews.lastIndex { $0 is UITableViewCell }).map { $0 + 1 } ?? 0
        insertSubview(view, at: aboveCells)
        return view
    }

    func _scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let model = loadedRowModel
        precondition(model.contains(indexPath), model.sectionRowCounts.indices.contains(indexPath.section)
            ? "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(model.sectionRowCounts[indexPath.section]) rows in section \(indexPath.section)."
            : "Attempted to scroll the table view to an out-of-bounds section (\(indexPath.section)) when there are only \(model.sectionRowCounts.count) sections.")
        let rect = _rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}
