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
    /// them: one pass from the first changed row, each run of rows between two changes moved
    /// by a plain (vectorized) add; nothing moves when the heights did not change.
    mutating func setHeights(_ changes: [(flat: Int, height: CGFloat)]) {
        let sorted = changes.count > 1 ? changes.sorted { $0.flat < $1.flat } : changes
        guard let first = sorted.first?.flat, first >= 0, sorted.last!.flat < rowCount else { return }
        var deltas: [CGFloat] = []
        deltas.reserveCapacity(sorted.count)
        var delta: CGFloat = 0
        for change in sorted {
            delta += change.height - rowHeights[change.flat]
            rowHeights[change.flat] = change.height
            deltas.append(delta)
        }
        guard delta != 0 || deltas.contains(where: { $0 != 0 }) else { return }
        let count = rowCount
        rowTops.withUnsafeMutableBufferPointer { tops in
            for (k, change) in sorted.enumerated() where deltas[k] != 0 {
                let end = k + 1 < sorted.count ? sorted[k + 1].flat + 1 : count
                let shift = deltas[k]
                var index = change.flat + 1
                while index < end {
                    tops[index] += shift
                    index += 1
                }
            }
        }
        // A section's header moves by the changes in the rows before its first row.
        var k = 0
        var moved: CGFloat = 0
        for section in sectionStarts.indices where sectionStarts[section] > first {
            while k < sorted.count, sorted[k].flat < sectionStarts[section] {
                moved = deltas[k]
                k += 1
            }
            sectionTops[section] += moved
        }
        contentHeight += delta
    }
}
