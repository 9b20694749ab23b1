import Foundation

/// A table's row counts and positions, read once per reload. Each section is its header, its
/// rows, then its footer, top to bottom, between the table header and footer views; binary searches over the row tops find the row at a
/// height in O(log n).
struct TableRowModel {
    /// Rows per section.
    let sectionRowCounts: [Int]
    /// The flat index of each section's first row.
    let sectionStarts: [Int]
    /// Each section's header and footer heights (0: none). A header's height includes its
    /// `sectionHeaderTopPadding`.
    var headerHeights: [CGFloat]
    var footerHeights: [CGFloat]
    /// The padding above each section's header view, inside its header height (empty: none).
    var headerTopPaddings: [CGFloat] = []
    /// Sections whose header or footer height is an estimate until the section shows (empty:
    /// none). See TableRowModel+SectionViews.swift.
    var estimatedHeaders: [Bool] = []
    var estimatedFooters: [Bool] = []
    /// Each section's top (its header's top).
    var sectionTops: [CGFloat]
    /// Every row's top and height, flat.
    var rowTops: [CGFloat]
    var rowHeights: [CGFloat]
    var contentHeight: CGFloat
    /// How each flat row got its height (empty: every row is fixed). See TableRowModel+Heights.
    var sizing: [RowSizing] = []

    /// The table header and footer views' heights (above the first section, below the last).
    let tableHeaderHeight: CGFloat
    let tableFooterHeight: CGFloat

    init(sectionRowCounts: [Int], heights: [CGFloat], headerHeights: [CGFloat]? = nil, footerHeights: [CGFloat]? = nil,
         tableHeaderHeight: CGFloat = 0, tableFooterHeight: CGFloat = 0) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.sectionRowCounts = sectionRowCounts
        let headers = headerHeights ?? Array(repeating: 0, count: sectionRowCounts.count)
        let footers = footerHeights ?? Array(repeating: 0, count: sectionRowCounts.count)
        self.headerHeights = headers
        self.footerHeights = footers
        var starts: [Int] = [], tops: [CGFloat] = [], sectionTops: [CGFloat] = []
        starts.reserveCapacity(sectionRowCounts.count)
        tops.reserveCapacity(heights.count)
        var flat = 0
        var y: CGFloat = tableHeaderHeight
        for (section, count) in sectionRowCounts.enumerated() {
            starts.append(flat)
            sectionTops.append(y)
            y += headers[section]
            for index in flat..<(flat + count) {
                tops.append(y)
                y += heights[index]
            }
            flat += count
            y += footers[section]
        }
        sectionStarts = starts
        self.sectionTops = sectionTops
        rowTops = tops
        rowHeights = heights
        contentHeight = y + tableFooterHeight
    }

    var rowCount: Int { rowTops.count }

    func headerTopPadding(ofSection section: Int) -> CGFloat {
        section < headerTopPaddings.count ? headerTopPaddings[section] : 0
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sectionRowCounts.count
            && indexPath.row >= 0 && indexPath.row < sectionRowCounts[indexPath.section]
    }

    func flatIndex(of indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + indexPath.row }

    func indexPath(ofFlat index: Int) -> IndexPath {
        // The last section starting at or before `index` (empty sections share a start).
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        while sectionRowCounts[low] == 0 || index - sectionStarts[low] >= sectionRowCounts[low] { low += 1 }
        return IndexPath(row: index - sectionStarts[low], section: low)
    }

    /// The last flat row whose top is at or above `y` (nil when every row is below).
    private func lastRow(topAtOrAbove y: CGFloat) -> Int? {
        guard rowCount > 0, rowTops[0] <= y else { return nil }
        var low = 0, high = rowCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The flat row containing height `y` (rows are half-open `[top, bottom)`), or nil.
    func flatRow(at y: CGFloat) -> Int? {
        guard let row = lastRow(topAtOrAbove: y), y < rowTops[row] + rowHeights[row] else { return nil }
        return row
    }

    /// The flat rows that overlap `minY..<maxY`.
    func flatRows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard rowCount > 0, maxY > minY else { return 0..<0 }
        // Last row starting before maxY; first row ending after minY.
        var last = lastRow(topAtOrAbove: maxY) ?? -1
        while last >= 0, rowTops[last] >= maxY { last -= 1 }
        var first = lastRow(topAtOrAbove: minY) ?? 0
        while first < rowCount, rowTops[first] + rowHeights[first] <= minY { first += 1 }
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
