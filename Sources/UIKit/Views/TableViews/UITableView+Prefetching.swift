import Foundation

extension UITableView {
    /// Asks the prefetch data source for the screenful of rows just beyond the visible ones
    /// in the direction of scrolling, and cancels rows it asked for that fell out of that
    /// window without being shown (UIKit's look-ahead is not documented; a screenful is ours).
    func prefetchRows(beyond visible: Range<Int>, in model: TableRowModel) {
        guard isPrefetchingEnabled, let source = prefetchDataSourceStorage, !visible.isEmpty else { return }
        let y = contentOffset.y
        if let last = prefetch.lastOffsetY, y != last { prefetch.direction = y > last ? 1 : -1 }
        prefetch.lastOffsetY = y
        let count = visible.count
        let window: [Int] = prefetch.direction > 0
            ? Array(visible.upperBound..<min(model.rowCount, visible.upperBound + count))
            : Array((max(0, visible.lowerBound - count)..<visible.lowerBound).reversed())
        let wanted = window.map { model.indexPath(ofFlat: $0) }
        let wantedSet = Set(wanted)
        // Rows that came on screen were served; they leave the set without a cancel.
        prefetch.prefetched = prefetch.prefetched.filter { path in
            guard model.contains(path) else { return false }
            return !visible.contains(model.flatIndex(of: path))
        }
        let stale = prefetch.prefetched.subtracting(wantedSet)
        if !stale.isEmpty {
            prefetch.prefetched.subtract(stale)
            source.tableView(self, cancelPrefetchingForRowsAt: stale.sorted())
        }
        let fresh = wanted.filter { !prefetch.prefetched.contains($0) }
        if !fresh.isEmpty {
            prefetch.prefetched.formUnion(fresh)
            source.tableView(self, prefetchRowsAt: fresh)
        }
    }
}
