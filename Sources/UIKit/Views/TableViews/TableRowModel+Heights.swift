import Foundation

/// Where a row's height came from.
enum RowSizing: UInt8 {
    /// A number from `rowHeight` or the delegate.
    case fixed
    /// An estimate standing in for a self-sizing row not yet measured.
    case estimated
    /// A self-sizing row's measured height.
    case measured
}

extension TableRowModel {
    func sizing(ofFlat index: Int) -> RowSizing { index < sizing.count ? sizing[index] : .fixed }

    /// Replaces some rows' heights and moves every row, section and the content height below
    /// them: one pass from the first changed row (O(rows below), not O(changes × rows)).
    mutating func setHeights(_ changes: [(flat: Int, height: CGFloat)]) {
        let sorted = changes.sorted { $0.flat < $1.flat }
        guard let first = sorted.first?.flat, first < rowCount else { return }
        var delta: CGFloat = 0
        var next = 0
        // Sections whose header starts after a changed row move by the changes above them.
        var section = sectionStarts.firstIndex { $0 > first } ?? sectionStarts.count
        for index in first..<rowCount {
            while section < sectionStarts.count, sectionStarts[section] <= index {
                if sectionStarts[section] == index, index > first { sectionTops[section] += delta }
                section += 1
            }
            rowTops[index] += delta
            while next < sorted.count, sorted[next].flat == index {
                delta += sorted[next].height - rowHeights[index]
                rowHeights[index] = sorted[next].height
                next += 1
            }
        }
        // Empty sections after the last row.
        while section < sectionStarts.count {
            sectionTops[section] += delta
            section += 1
        }
        contentHeight += delta
    }
}
