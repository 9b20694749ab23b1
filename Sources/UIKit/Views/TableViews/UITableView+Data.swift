import Foundation
@_spi(Diagnostics) import CoreGraphics

extension UITableView {
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The row model, reading the data source first if a reload is pending.
    var loadedRowModel: TableRowModel {
        if let rowModel { return rowModel }
        let model = readRowModel()
        rowModel = model
        contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        measureRowsUpFrontIfNeeded()
        return rowModel ?? model
    }

    private func readRowModel() -> TableRowModel {
        let tableHeader = tableHeaderViewHeight, tableFooter = tableFooterViewHeight
        guard let source = dataSourceStorage else {
            return TableRowModel(sectionRowCounts: [], heights: [], tableHeaderHeight: tableHeader, tableFooterHeight: tableFooter)
        }
        let sections = source.numberOfSections(in: self)
        precondition(sections >= 0, "UITableView: numberOfSections(in:) returned \(sections); the number of sections must not be negative")
        var counts: [Int] = []
        var heights: [CGFloat] = []
        var sizing: [RowSizing] = []
        var estimates = 0
        // One cast for the whole read (a cast per row costs more than the row).
        let delegate = tableDelegate
        var headers: [CGFloat] = [], footers: [CGFloat] = []
        // Measuring custom views dequeues them: the ones on screen go back to their queue first.
        if sectionViewsNeedReload, delegate != nil { retireAllSectionViews() }
        var estimatedHeaders: [Bool] = [], estimatedFooters: [Bool] = []
        for section in 0..<sections {
            for isFooter in [false, true] {
                let height = isFooter ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
                                      : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                // UIKit: an automatic height with an estimate stays the estimate until the
                // section shows (UITableView+SectionEstimates.swift).
                let estimate = height == UITableView.automaticDimension
                    ? sectionViewEstimate(section: section, isFooter: isFooter, delegate, source) : nil
                let resolved = estimate ?? resolvedSectionHeight(height, section: section, isFooter: isFooter, source, delegate)
                if isFooter {
                    footers.append(resolved)
                    estimatedFooters.append(estimate != nil)
                } else {
                    headers.append(resolved)
                    estimatedHeaders.append(estimate != nil)
                }
            }
            var rows = source.tableView(self, numberOfRowsInSection: section)
            precondition(rows >= 0, "UITableView: tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section); the number of rows must not be negative")
            // Drop placeholders are rows the data source does not count.
            let placeholders = dropPlaceholders.isEmpty ? 0 : placeholderCount(inSection: section)
            rows += placeholders
            counts.append(rows)
            if delegate == nil, rows > 0, placeholders == 0 {
                // Every row of the section has the table's height: no per-row work.
                let (height, rowSizing) = resolvedHeight(forRowAt: IndexPath(row: 0, section: section), nil)
                heights.append(contentsOf: repeatElement(height, count: rows))
                sizing.append(contentsOf: repeatElement(rowSizing, count: rows))
                if rowSizing != .fixed { estimates += rows }
                continue
            }
            // One index path, its row changed in place (a new one per row allocates).
            var indexPath = IndexPath(row: 0, section: section)
            for row in 0..<rows {
                indexPath.row = row
                let (height, rowSizing) = placeholders == 0 ? resolvedHeight(forRowAt: indexPath, delegate)
                                                            : placeholderAwareHeight(forRowAt: indexPath, delegate)
                heights.append(height)
                sizing.append(rowSizing)
                if rowSizing != .fixed { estimates += 1 }
            }
        }
        // The header top padding is part of the header's height, above its view.
        let paddings = headers.map { headerTopPadding(forHeaderHeight: $0) }
        let hasPadding = paddings.contains { $0 > 0 }
        if hasPadding { for section in headers.indices { headers[section] += paddings[section] } }
        var model = TableRowModel(sectionRowCounts: counts, heights: heights, headerHeights: headers, footerHeights: footers,
                                  tableHeaderHeight: tableHeader, tableFooterHeight: tableFooter)
        if hasPadding { model.headerTopPaddings = paddings }
        if estimatedHeaders.contains(true) { model.estimatedHeaders = estimatedHeaders }
        if estimatedFooters.contains(true) { model.estimatedFooters = estimatedFooters }
        if estimates > 0 { model.sizing = sizing }
        return model
    }

    /// UIKit: an automatic header or footer height is the custom view's fitting height, else
    /// the title's height, else the style's spacing (none in the plain style).
    func resolvedSectionHeight(_ height: CGFloat, section: Int, isFooter: Bool,
                               _ source: UITableViewDataSource, _ delegate: UITableViewDelegate?) -> CGFloat {
        if height == UITableView.automaticDimension {
            if let measured = automaticSectionViewHeight(section: section, isFooter: isFooter, delegate) { return measured }
            let title = isFooter ? source.tableView(self, titleForFooterInSection: section)
                                 : source.tableView(self, titleForHeaderInSection: section)
            return title == nil ? emptySectionSpacing(section: section, isFooter: isFooter) : UITableView.titleHeaderHeight
        }
        guard height.isFinite, height >= 0 else {
            FrameworkLog.log("UITableView: invalid section header or footer height \(height); using none")
            return 0
        }
        return height
    }

    /// A placeholder row's height (its own, estimated when automatic), or the data source's
    /// row's at its index path less the placeholders above.
    private func placeholderAwareHeight(forRowAt indexPath: IndexPath, _ delegate: UITableViewDelegate?) -> (CGFloat, RowSizing) {
        guard let context = dropPlaceholder(at: indexPath) else {
            return resolvedHeight(forRowAt: dataSourceIndexPath(for: indexPath), delegate)
        }
        let height = context.placeholder.rowHeight
        if height == UITableView.automaticDimension { return (estimatedHeight(forRowAt: indexPath, nil), .estimated) }
        guard height.isFinite, height >= 0 else {
            FrameworkLog.log("UITableViewPlaceholder: invalid row height \(height); using \(UITableView.defaultRowHeight)")
            return (UITableView.defaultRowHeight, .fixed)
        }
        return (height, .fixed)
    }

    private func resolvedHeight(forRowAt indexPath: IndexPath, _ delegate: UITableViewDelegate?) -> (CGFloat, RowSizing) {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeightStorage
        // UIKit: automaticDimension asks the cell to size itself when it is shown (estimated
        // until then; see UITableView+SelfSizing.swift).
        if height == UITableView.automaticDimension { return (estimatedHeight(forRowAt: indexPath, delegate), .estimated) }
        guard height.isFinite, height >= 0 else {
            FrameworkLog.log("UITableView: invalid height \(height) for row \(indexPath.row) in section \(indexPath.section); using \(UITableView.defaultRowHeight)")
            return (UITableView.defaultRowHeight, .fixed)
        }
        return (height, .fixed)
    }

    func _setRowHeight(_ height: CGFloat) {
        guard height == UITableView.automaticDimension || (height.isFinite && height >= 0) else {
            FrameworkLog.log("UITableView.rowHeight: invalid height \(height); ignored")
            return
        }
        rowHeightStorage = height
        invalidateRows()
    }

    func _reloadData() {
        // UIKit: a reload deletes uncommitted changes (drop placeholders) first.
        discardPlaceholders()
        resetRowInteractions()
        for (indexPath, cell) in visibleCellsByIndexPath { retire(cell, from: indexPath) }
        visibleCellsByIndexPath = [:]
        selectedIndexPaths = []
        touchedIndexPath = nil
        invalidateRows()
        sectionIndex.needsReload = true
    }

    /// Counts or heights may have changed: re-read them at the next query or layout.
    func invalidateRows() {
        rowModel = nil
        sectionViewsNeedReload = true
        setNeedsLayout()
    }

    func _numberOfRows(inSection section: Int) -> Int {
        let model = loadedRowModel
        precondition(section >= 0 && section < model.sectionRowCounts.count,
                     "UITableView.numberOfRows(inSection:): section (\(section)) beyond bounds (\(model.sectionRowCounts.count))")
        return model.sectionRowCounts[section]
    }

    func checkedFlatIndex(_ indexPath: IndexPath, _ api: String) -> Int {
        let model = loadedRowModel
        precondition(model.contains(indexPath), "UITableView.\(api): invalid index path \(indexPath) (\(model.sectionRowCounts.count) sections, rows per section \(model.sectionRowCounts))")
        return model.flatIndex(of: indexPath)
    }
}
