import Foundation
@_spi(Diagnostics) import CoreGraphics

// What the table's style changes: the spacing of sections without a title or view, the
// padding above headers, the rows' horizontal inset and the cells' background and corners.
extension UITableView {
    /// UIKit (iOS 13+, iPhone, default text size): a grouped section without a header title
    /// or view still has 35 pt of space above its first section, and 17.5 pt above each later
    /// section's header and below each section (35 pt between two sections). Widely measured
    /// figures, not documented by Apple and not verified against a device here.
    static let groupedFirstHeaderSpacing: CGFloat = 35
    static let groupedSectionSpacing: CGFloat = 17.5

    /// UIKit (iOS 15+): with `sectionHeaderTopPadding` left at `automaticDimension`, a plain
    /// table puts 22 pt above each section header (the commonly reported figure; not verified
    /// against a device); the grouped styles add none (their spacing is already there).
    static let plainAutomaticHeaderTopPadding: CGFloat = 22

    /// UIKit: an inset-grouped table insets its rows by its horizontal layout margins, 20 pt at
    /// iPhone widths (ours: the fixed figure; the table's own margins are not consulted).
    static let insetGroupedRowInset: CGFloat = 20

    /// UIKit: the corner radius of an inset-grouped section's first and last cells (iOS 13–18).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The height of a header or footer that has neither a title nor a view: none in the plain
    /// style, the grouped spacing otherwise (also under a `tableHeaderView`: how UIKit spaces
    /// the first section below one is not verified).
    func emptySectionSpacing(section: Int, isFooter: Bool) -> CGFloat {
        guard styleStorage != .plain else { return 0 }
        if isFooter { return UITableView.groupedSectionSpacing }
        return section == 0 ? UITableView.groupedFirstHeaderSpacing : UITableView.groupedSectionSpacing
    }

    /// The padding above a header of `headerHeight` (none without a header).
    func headerTopPadding(forHeaderHeight headerHeight: CGFloat) -> CGFloat {
        guard headerHeight > 0 else { return 0 }
        let padding = sectionHeaderTopPadding
        if padding == UITableView.automaticDimension {
            return styleStorage == .plain ? UITableView.plainAutomaticHeaderTopPadding : 0
        }
        guard padding.isFinite, padding >= 0 else { return 0 }
        return padding
    }

    func _setSectionHeaderTopPadding(_ padding: CGFloat) {
        guard padding == UITableView.automaticDimension || (padding.isFinite && padding >= 0) else {
            FrameworkLog.log("UITableView.sectionHeaderTopPadding: invalid padding \(padding); ignored")
            return
        }
        sectionHeaderTopPaddingStorage = padding
        invalidateRows()
    }

    /// The rows' leading edge and width: the full width, or inside the inset-grouped margins.
    var rowInsetX: CGFloat {
        guard styleStorage == .insetGrouped else { return 0 }
        return min(UITableView.insetGroupedRowInset, max(0, bounds.width / 2))
    }

    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowInsetX) }

    /// UIKit: with `cellLayoutMarginsFollowReadableWidth`, the cells' margins keep their
    /// content inside the table's readable content guide (672 pt wide at most, centred); never
    /// less than the standard 16 pt margin (the readable width is the margins' on iPhones).
    var readableCellMargins: UIEdgeInsets? {
        guard appearanceStorage.cellLayoutMarginsFollowReadableWidth else { return nil }
        let readable = readableContentFrame
        let rowMinX = bounds.minX + rowInsetX
        let left = max(UITableViewCell.contentMargin, readable.minX - rowMinX)
        let right = max(UITableViewCell.contentMargin, rowMinX + rowWidth - readable.maxX)
        return UIEdgeInsets(top: 0, left: left, bottom: 0, right: right)
    }

    func rowFrame(_ model: TableRowModel, flat: Int) -> CGRect {
        CGRect(x: rowInsetX, y: model.rowTops[flat], width: rowWidth, height: model.rowHeights[flat])
    }

    /// UIKit: the table's background — `systemBackground` in the plain style,
    /// `systemGroupedBackground` in the grouped ones.
    static func defaultBackgroundColor(for style: Style) -> UIColor {
        style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// How the cell of a row looks in this style: grouped cells are filled with
    /// `secondarySystemGroupedBackground` (UIKit's grouped cell background); an inset-grouped
    /// section rounds the top corners of its first cell and the bottom ones of its last.
    func cellStyleAppearance(for indexPath: IndexPath, model: TableRowModel) -> TableCellStyleAppearance {
        let reserve = sectionIndexViewOnScreen == nil ? 0 : TableSectionIndexView.width
        let readable = readableCellMargins
        guard styleStorage != .plain else { return TableCellStyleAppearance(trailingReserve: reserve, readableMargins: readable) }
        var appearance = TableCellStyleAppearance(fill: .secondarySystemGroupedBackground, trailingReserve: reserve,
                                                  readableMargins: readable)
        if styleStorage == .insetGrouped {
            let count = model.sectionRowCounts[indexPath.section]
            if indexPath.row == 0 { appearance.roundedCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if indexPath.row == count - 1 { appearance.roundedCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            if !appearance.roundedCorners.isEmpty { appearance.cornerRadius = UITableView.insetGroupedCornerRadius }
        }
        return appearance
    }
}
