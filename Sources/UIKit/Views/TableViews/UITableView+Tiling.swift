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
        return rowFrame(loadedRowModel, flat: index)
    }

    func _rect(forSection section: Int) -> CGRect {
        let model = loadedRowModel
        precondition(section >= 0 && section < model.sectionRowCounts.count,
                     "UITableView.rect(forSection:): section (\(section)) beyond bounds (\(model.sectionRowCounts.count))")
        let top = model.sectionTops[section]
        return CGRect(x: 0, y: top, width: bounds.width, height: model.sectionBottom(section) - top)
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
        resolveEstimatedSectionViewsInView()
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
        placeTableHeaderAndFooterViews(model)
        guard let source = dataSourceStorage else { return }
        tileSectionTitles(model, source)
        for (flat, indexPath) in zip(visible, visiblePaths) {
            let frame = rowFrame(model, flat: flat)
            // During a reorder the dragged row follows the finger and the others show the gap.
            let placed = reorderFrame(for: indexPath, default: frame)
            if let cell = visibleCellsByIndexPath[indexPath] {
                // Self-sized rows above may have moved this one; nil: the row being dragged.
                if let placed, cell.frame != placed { cell.frame = placed }
                continue
            }
            displayNewCell(takePreparedCell(for: indexPath) ?? makeCell(forRowAt: indexPath, source),
                           at: indexPath, frame: placed ?? frame)
        }
        recyclePreparedCells()
        decorateVisibleCells(model)
        layoutFillerRows(model)
        prefetchRows(beyond: visible, in: model)
    }

    /// Header and footer views of the sections on screen: the delegate's view, else a title
    /// view; headers stick in the plain style. A view stays while its section shows; one that
    /// leaves is retired (delegate told, header-footer views queued for reuse).
    private func tileSectionTitles(_ model: TableRowModel, _ source: UITableViewDataSource) {
        if sectionViewsNeedReload { retireAllSectionViews() }
        // The sections' frames on screen first: views that left are queued before the
        // delegate dequeues views for the sections that came.
        var headerFrames: [(Int, CGRect)] = [], footerFrames: [(Int, CGRect)] = []
        for section in model.sectionRowCounts.indices {
            // The header view sits below its section's top padding.
            var header = _rectForHeader(inSection: section)
            let padding = model.headerTopPadding(ofSection: section)
            header.origin.y += padding
            header.size.height -= padding
            let footer = _rectForFooter(inSection: section)
            if styleStorage == .plain {
                // UIKit: a plain table's header sticks to the top of the visible area while its
                // section is on screen, until the section's end pushes it up.
                let sectionBottom = _rect(forSection: section).maxY
                header.origin.y = max(header.minY, min(bounds.minY + adjustedContentInset.top, sectionBottom - header.height))
            }
            if header.height > 0, header.maxY > bounds.minY, header.minY < bounds.maxY { headerFrames.append((section, header)) }
            if footer.height > 0, footer.maxY > bounds.minY, footer.minY < bounds.maxY { footerFrames.append((section, footer)) }
        }
        let shownHeaders = Set(headerFrames.map(\.0)), shownFooters = Set(footerFrames.map(\.0))
        for section in visibleHeaderViews.keys.sorted() where !shownHeaders.contains(section) {
            retireSectionView(visibleHeaderViews.removeValue(forKey: section)!, section: section, isFooter: false)
        }
        for section in visibleFooterViews.keys.sorted() where !shownFooters.contains(section) {
            retireSectionView(visibleFooterViews.removeValue(forKey: section)!, section: section, isFooter: true)
        }
        let delegate = tableDelegate
        var frames = headerFrames.map { ($0.0, $0.1, false) } + footerFrames.map { ($0.0, $0.1, true) }
        // Header then footer, section by section (the order the delegate hears them).
        frames.sort { ($0.0, $0.2 ? 1 : 0) < ($1.0, $1.2 ? 1 : 0) }
        for (section, frame, isFooter) in frames {
            let existing = isFooter ? visibleFooterViews[section] : visibleHeaderViews[section]
            let view = placeSectionView(existing, section: section, frame: frame, isFooter: isFooter, source, delegate)
            if isFooter { visibleFooterViews[section] = view } else { visibleHeaderViews[section] = view }
        }
    }

    /// The section's header or footer view placed at `frame`: the one on screen, else the
    /// delegate's custom view, else a title view (nil: no title either).
    private func placeSectionView(_ existing: UIView?, section: Int, frame: CGRect, isFooter: Bool,
                                  _ source: UITableViewDataSource, _ delegate: UITableViewDelegate?) -> UIView? {
        var view = existing
        if view == nil {
            view = isFooter ? delegate?.tableView(self, viewForFooterInSection: section)
                            : delegate?.tableView(self, viewForHeaderInSection: section)
            if view == nil {
                let title = isFooter ? source.tableView(self, titleForFooterInSection: section)
                                     : source.tableView(self, titleForHeaderInSection: section)
                guard let title else { return nil }
                let titleView = dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleViewReuseIdentifier)
                    ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewReuseIdentifier)
                titleView.setListAppearance(style: styleStorage, isFooter: isFooter)
                titleView.textLabel?.text = title
                view = titleView
            }
            guard let view else { return nil }
            view.frame = frame
            if isFooter {
                delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            } else {
                delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        }
        guard let view else { return nil }
        if view.frame != frame { view.frame = frame }
        (view as? UITableViewHeaderFooterView)?.setTableRowInset(rowInsetX)
        // Above the cells (a sticky header covers the rows scrolling under it), below the
        // scroll indicators. Moved only when a cell is above it: removing and inserting a
        // subview asks for layout again, so doing it on every pass never let layout settle.
        let lastCell = subviews.lastIndex { $0 is UITableViewCell }
        if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }),
           lastCell.map({ index > $0 }) ?? true {
            return view
        }
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
