import Foundation
@_spi(Diagnostics) import CoreGraphics

// The section index: titles from the data source in a strip at the trailing edge that stays
// put as the rows scroll; touching or dragging along it scrolls to the section the data
// source names for the title under the finger (UIKit).
extension UITableView {
    /// Reads the titles again at the next layout. UIKit: only `reloadData()` and
    /// `reloadSectionIndexTitles()` do; inserting or deleting sections keeps the titles shown
    /// until the app reloads them.
    func invalidateSectionIndex() {
        sectionIndex.needsReload = true
        setNeedsLayout()
    }

    /// Shows, places and colors the strip (before the rows are tiled: the cells keep room for it).
    func layoutSectionIndex() {
        if sectionIndex.needsReload {
            sectionIndex.needsReload = false
            sectionIndex.titles = dataSourceStorage?.sectionIndexTitles(for: self) ?? []
        }
        let titles = sectionIndex.titles
        // UIKit: the index shows once the table has at least `sectionIndexMinimumDisplayRowCount` rows.
        let rowCount = titles.isEmpty || dataSourceStorage == nil ? 0 : loadedRowModel.rowCount
        // UIKit: `indexDisplayMode` `.alwaysHidden` hides the index (the titles stay loaded).
        guard !titles.isEmpty, rowCount >= sectionIndexMinimumDisplayRowCount, indexDisplayMode != .alwaysHidden else {
            sectionIndex.view?.removeFromSuperview()
            return
        }
        let view = sectionIndex.view ?? makeSectionIndexView()
        view.setTitles(titles)
        view.textColor = sectionIndexColor ?? tintColor
        view.normalBackgroundColor = sectionIndexBackgroundColor
        view.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
        if view.frame != sectionIndexFrame { view.frame = sectionIndexFrame }
        if view.superview !== self { addSubview(view) }
    }

    /// After the tiling: the strip floats above the rows and headers it added, at the offset
    /// the tiling settled on.
    func keepSectionIndexOnTop() {
        guard let view = sectionIndex.view, view.superview === self else { return }
        if view.frame != sectionIndexFrame { view.frame = sectionIndexFrame }
        if subviews.last !== view { addSubview(view) }
    }

    /// The strip's frame: the trailing edge of the visible area, inside the content insets.
    private var sectionIndexFrame: CGRect {
        let inset = adjustedContentInset
        return CGRect(x: bounds.maxX - TableSectionIndexView.width - safeAreaInsets.right,
                      y: bounds.minY + inset.top,
                      width: TableSectionIndexView.width,
                      height: max(0, bounds.height - inset.top - inset.bottom))
    }

    private func makeSectionIndexView() -> TableSectionIndexView {
        let view = TableSectionIndexView(frame: .zero)
        view.entrySelected = { [weak self] index in self?.scrollToSectionIndexEntry(index) }
        sectionIndex.view = view
        return view
    }

    /// UIKit: the data source names the section for the touched title; the table scrolls
    /// (without animation) so the section's top is at the top of the visible area. A section
    /// outside the table (as apps return for `indexSearch` when they scroll themselves) moves
    /// nothing.
    func scrollToSectionIndexEntry(_ index: Int) {
        guard let source = dataSourceStorage, index >= 0, index < sectionIndex.titles.count else { return }
        let section = source.tableView(self, sectionForSectionIndexTitle: sectionIndex.titles[index], at: index)
        let model = loadedRowModel
        guard section >= 0, section < model.sectionRowCounts.count else {
            FrameworkLog.log("UITableView: tableView(_:sectionForSectionIndexTitle:at:) returned section \(section) of \(model.sectionRowCounts.count); not scrolling")
            return
        }
        let y = _rect(forSection: section).minY - adjustedContentInset.top
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: false)
        // The strip stays where the finger is (the next touch is read in its coordinates).
        sectionIndex.view?.frame = sectionIndexFrame
    }

    /// The strip on screen (nil when there is none).
    var sectionIndexViewOnScreen: TableSectionIndexView? {
        guard let view = sectionIndex.view, view.superview === self else { return nil }
        return view
    }
}
