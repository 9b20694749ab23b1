import Foundation

/// A table's row counts and row positions, read once per reload: prefix sums of the row
/// heights give each row's top in O(1) and the row at a height in O(log n).
struct TableRowModel {
    /// Rows per section.
    let sectionRowCounts: [Int]
    /// The flat index of each section's first row.
    let sectionStarts: [Int]
    /// The top of every row, flat, plus the bottom of the last: `rowCount + 1` entries.
    let rowTops: [CGFloat]

    init(sectionRowCounts: [Int], heights: [CGFloat]) {
        self.sectionRowCounts = sectionRowCounts
        var starts: [Int] = []
        starts.reserveCapacity(sectionRowCounts.count)
        var total = 0
        for count in sectionRowCounts {
            starts.append(total)
            total += count
        }
        sectionStarts = starts
        var tops: [CGFloat] = [0]
        tops.reserveCapacity(heights.count + 1)
        for height in heights { tops.append(tops[tops.count - 1] + height) }
        rowTops = tops
    }

    var rowCount: Int { rowTops.count - 1 }
    var contentHeight: CGFloat { rowTops[rowTops.count - 1] }

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

    /// The flat row containing height `y` (rows are half-open `[top, bottom)`), or nil.
    func flatRow(at y: CGFloat) -> Int? {
        guard rowCount > 0, y >= 0, y < contentHeight else { return nil }
        var low = 0, high = rowCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The flat rows that overlap `minY..<maxY`.
    func flatRows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard rowCount > 0, maxY > minY, maxY > 0, minY < contentHeight else { return 0..<0 }
        let first = flatRow(at: max(0, minY)) ?? 0
        var last = flatRow(at: min(maxY, contentHeight) - 0.000_1) ?? (rowCount - 1)
        // A zero-height row at the end of the range has top == maxY: not overlapping.
        while last > first, rowTops[last] >= maxY { last -= 1 }
        return first..<(last + 1)
    }
}
