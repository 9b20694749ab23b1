import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()`, in UIKit's terms: deletes,
/// reloads and move sources are index paths before the update; inserts and move destinations
/// are index paths after it. `resolve` checks them against the data source's new counts and
/// works out where every surviving row goes.
struct TableBatchUpdate {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Rows to reconfigure once the batch has applied (index paths before the update).
    var reconfiguredRows: [IndexPath] = []
    var completions: [(Bool) -> Void] = []

    /// Where each old row goes, or a UIKit consistency message when the data source's new counts
    /// do not follow from the old ones and the recorded changes.
    func resolve(oldCounts: [Int], newCounts: [Int]) -> Result<TableUpdateMapping, TableUpdateError> {
        let oldSections = oldCounts.count, newSections = newCounts.count
        if newSections != oldSections - deletedSections.count + insertedSections.count {
            return .failure(TableUpdateError(message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        for section in insertedSections.keys.sorted() where section >= newSections {
            return .failure(TableUpdateError(message: "attempt to insert section \(section) but there are only \(newSections) sections after the update"))
        }
        for move in movedSections where move.to >= newSections {
            return .failure(TableUpdateError(message: "attempt to move section \(move.from) to section \(move.to) but there are only \(newSections) sections after the update"))
        }
        // Sections: inserted and moved-to positions are fixed; the other old sections fill the
        // remaining positions in order.
        var sectionTargets = [Int?](repeating: nil, count: oldSections)
        var newTaken = [Bool](repeating: false, count: newSections)
        var oldOfNew = [Int?](repeating: nil, count: newSections)
        for section in insertedSections.keys { newTaken[section] = true }
        var movedFrom = Set<Int>()
        for move in movedSections {
            movedFrom.insert(move.from)
            newTaken[move.to] = true
            sectionTargets[move.from] = move.to
            oldOfNew[move.to] = move.from
        }
        var free = (0..<newSections).lazy.filter { !newTaken[$0] }.makeIterator()
        for old in 0..<oldSections where deletedSections[old] == nil && !movedFrom.contains(old) {
            guard let target = free.next() else { break }
            sectionTargets[old] = target
            oldOfNew[target] = old
        }

        // Rows, per section that survives (reloaded sections replace all their rows).
        var deletedBySection: [Int: [Int]] = [:], insertedBySection: [Int: [Int]] = [:]
        for path in deletedRows.keys { deletedBySection[path.section, default: []].append(path.row) }
        for path in insertedRows.keys { insertedBySection[path.section, default: []].append(path.row) }
        var movesOut: [Int: Int] = [:], movesIn: [Int: Int] = [:]
        var moveSources = Set<IndexPath>(), moveTargetsBySection: [Int: [Int]] = [:]
        var rowTargets = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        for move in movedRows {
            moveSources.insert(move.from)
            moveTargetsBySection[move.to.section, default: []].append(move.to.row)
            if sectionTargets[move.from.section] != move.to.section {
                movesOut[move.from.section, default: 0] += 1
                movesIn[move.to.section, default: 0] += 1
            }
            rowTargets[move.from.section][move.from.row] = move.to
        }
        for (section, rows) in insertedBySection {
            let limit = section < newSections ? newCounts[section] : 0
            if let row = rows.sorted().first(where: { $0 >= limit }) {
                return .failure(TableUpdateError(message: "attempt to insert row \(row) into section \(section), but there are only \(limit) rows in section \(section) after the update"))
            }
        }
        for move in movedRows where deletedRows[move.from] != nil || reloadedRows[move.from] != nil {
            return .failure(TableUpdateError(message: "attempt to perform a \(deletedRows[move.from] != nil ? "delete" : "reload") and a move from the same index path (\(move.from.section)-\(move.from.row))"))
        }
        for move in movedRows {
            let limit = move.to.section < newSections ? newCounts[move.to.section] : 0
            if move.to.row >= limit {
                return .failure(TableUpdateError(message: "attempt to move index path (\(move.from.section)-\(move.from.row)) to index path (\(move.to.section)-\(move.to.row)) that does not exist - there are only \(limit) rows in section \(move.to.section) after the update"))
            }
        }
        for new in 0..<newSections {
            guard let old = oldOfNew[new], reloadedSections[old] == nil else { continue }
            let deleted = deletedBySection[old]?.count ?? 0, inserted = insertedBySection[new]?.count ?? 0
            let movedIn = movesIn[new] ?? 0, movedOut = movesOut[old] ?? 0
            guard newCounts[new] == oldCounts[old] - deleted + inserted + movedIn - movedOut else {
                return .failure(TableUpdateError(message: "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newCounts[new])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."))
            }
            var taken = [Bool](repeating: false, count: newCounts[new])
            for row in insertedBySection[new] ?? [] { taken[row] = true }
            for row in moveTargetsBySection[new] ?? [] { taken[row] = true }
            let deletedHere = Set(deletedBySection[old] ?? [])
            var nextFree = 0
            for row in 0..<oldCounts[old] {
                let path = IndexPath(row: row, section: old)
                guard !deletedHere.contains(row), !moveSources.contains(path) else { continue }
                while nextFree < taken.count, taken[nextFree] { nextFree += 1 }
                guard nextFree < taken.count else { break }
                rowTargets[old][row] = IndexPath(row: nextFree, section: new)
                nextFree += 1
            }
        }
        // Rows of deleted and reloaded sections leave, even when a move named them.
        for old in 0..<oldSections where deletedSections[old] != nil || reloadedSections[old] != nil {
            rowTargets[old] = [IndexPath?](repeating: nil, count: oldCounts[old])
        }
        return .success(TableUpdateMapping(rowTargets: rowTargets, reloadedRows: Set(reloadedRows.keys)))
    }

    /// The animation for an old row that leaves (deleted, reloaded, or in such a section), with
    /// `.automatic` resolved against the row's place among the section's `rowCount` rows.
    func leavingAnimation(for old: IndexPath, rowCount: Int) -> UITableView.RowAnimation {
        if let animation = deletedRows[old] { return Self.resolved(animation, row: old.row, rowCount: rowCount) }
        if let animation = reloadedRows[old] { return Self.resolved(animation, row: old.row, rowCount: 0) }
        return Self.resolved(deletedSections[old.section] ?? reloadedSections[old.section] ?? .automatic, row: old.row, rowCount: 0)
    }

    /// The animation for a new row that did not exist before, given its old section (if any),
    /// with `.automatic` resolved against the row's place among the section's `rowCount` rows.
    func arrivingAnimation(for new: IndexPath, reloadedFrom old: IndexPath?, oldSection: Int?, rowCount: Int) -> UITableView.RowAnimation {
        if let old, let animation = reloadedRows[old] { return Self.resolved(animation, row: new.row, rowCount: 0) }
        if let animation = insertedRows[new] { return Self.resolved(animation, row: new.row, rowCount: rowCount) }
        if let animation = insertedSections[new.section] { return Self.resolved(animation, row: new.row, rowCount: 0) }
        if let oldSection, let animation = reloadedSections[oldSection] { return Self.resolved(animation, row: new.row, rowCount: 0) }
        return .fade
    }

    /// UIKit: `.automatic` picks by where the row is, so it never slides under its section's
    /// header or footer: a row inserted or deleted at the start of a section slides from or to
    /// the bottom, one at the end from or to the top, others (and reloads, whole sections, a
    /// section's only row: `rowCount` 0 or 1) fade.
    static func resolved(_ animation: UITableView.RowAnimation, row: Int, rowCount: Int) -> UITableView.RowAnimation {
        guard animation == .automatic else { return animation }
        guard rowCount > 1 else { return .fade }
        if row == 0 { return .bottom }
        if row == rowCount - 1 { return .top }
        return .fade
    }
}

/// A batch update's inconsistency, in UIKit's words.
struct TableUpdateError: Error {
    let message: String
}

/// Where each row before a batch update is after it (nil: deleted).
struct TableUpdateMapping {
    /// By old section and row.
    let rowTargets: [[IndexPath?]]
    /// Old index paths of rows that stay but get a new cell.
    let reloadedRows: Set<IndexPath>

    func target(of old: IndexPath) -> IndexPath? {
        guard old.section < rowTargets.count, old.row < rowTargets[old.section].count else { return nil }
        return rowTargets[old.section][old.row]
    }
}
