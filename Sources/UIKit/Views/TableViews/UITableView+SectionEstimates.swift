import Foundation
@_spi(Diagnostics) import CoreGraphics

// Estimated section headers and footers: an automatic header or footer height with a positive
// estimate (`estimatedSectionHeaderHeight`/`FooterHeight` or the delegate's) is the estimate
// until its section comes on screen; then the view is measured and everything below moves,
// as self-sizing rows do (UIKit).
//
// UIKit: with the estimate left at `automaticDimension` (the default) the table asks for a
// header or footer view only when its section comes on screen, and measures it then. Until
// then ours estimates from the title (the title header's height with a title, the style's
// spacing without one), so a section whose delegate gives no view (nil: a title header) keeps
// its height when it shows. An estimate of 0 measures every view when the rows are read.
extension UITableView {
    /// The estimate for an automatic header or footer, or nil to measure it now.
    func sectionViewEstimate(section: Int, isFooter: Bool, _ delegate: UITableViewDelegate?,
                             _ source: UITableViewDataSource) -> CGFloat? {
        let estimate = isFooter
            ? delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
            : delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
        if estimate == UITableView.automaticDimension {
            // Without a delegate there is no view to ask for: the title decides now.
            guard delegate != nil else { return nil }
            let title = isFooter ? source.tableView(self, titleForFooterInSection: section)
                                 : source.tableView(self, titleForHeaderInSection: section)
            return title == nil ? emptySectionSpacing(section: section, isFooter: isFooter) : UITableView.titleHeaderHeight
        }
        guard estimate != 0 else { return nil }
        guard estimate.isFinite, estimate > 0 else {
            FrameworkLog.log("UITableView: invalid estimated section \(isFooter ? "footer" : "header") height \(estimate) for section \(section); measuring it")
            return nil
        }
        return estimate
    }

    /// Before tiling: measures the estimated headers and footers on screen; a change above
    /// the visible top moves the offset with it, so what is on screen stays still. Repeats
    /// while measuring brings other estimated ones on screen.
    func resolveEstimatedSectionViewsInView() {
        guard let source = dataSourceStorage, rowModel?.hasEstimatedSectionViews == true else { return }
        let delegate = tableDelegate
        for _ in 0..<16 {
            guard let model = rowModel else { return }
            var changes: [(section: Int, isFooter: Bool, top: CGFloat)] = []
            for section in model.sectionTops.indices {
                let top = model.sectionTops[section]
                if top > bounds.maxY { break }
                let bottom = model.sectionBottom(section)
                if bottom < bounds.minY { continue }
                let headerBottom = top + model.headerHeights[section]
                if model.isEstimated(section: section, isFooter: false), headerBottom >= bounds.minY {
                    changes.append((section, false, top))
                }
                let footerTop = bottom - model.footerHeights[section]
                if model.isEstimated(section: section, isFooter: true), footerTop <= bounds.maxY {
                    changes.append((section, true, footerTop))
                }
            }
            _ = consume model
            guard !changes.isEmpty else { break }
            var shift: CGFloat = 0
            // Bottom to top, so each change's position is still the one read above.
            for change in changes.reversed() {
                let height = resolvedSectionHeight(UITableView.automaticDimension, section: change.section,
                                                   isFooter: change.isFooter, source, delegate)
                let padding = change.isFooter ? 0 : headerTopPadding(forHeaderHeight: height)
                let old = change.isFooter ? rowModel!.footerHeights[change.section] : rowModel!.headerHeights[change.section]
                rowModel!.setSectionViewHeight(height, padding: padding, section: change.section, isFooter: change.isFooter)
                let delta = (change.isFooter ? rowModel!.footerHeights[change.section] : rowModel!.headerHeights[change.section]) - old
                if change.top < bounds.minY { shift += delta }
            }
            if shift != 0 { contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + shift) }
        }
        if let height = rowModel?.contentHeight, contentSize.height != height || contentSize.width != bounds.width {
            contentSize = CGSize(width: bounds.width, height: height)
        }
    }
}
