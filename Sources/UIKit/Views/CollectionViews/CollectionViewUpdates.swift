import Foundation

/// The changes recorded in one batch update, in UIKit's terms: deletes and reloads name
/// index paths before the update, inserts name index paths after it, moves go from before to
/// after.
struct CollectionViewUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Where every old item goes. Validates the updates against the counts before and after
    /// with UIKit's messages.
    struct Mapping {
        /// New section of each old section (nil: deleted).
        var newSection: [Int?]
        /// New item index of each old item, per old section (nil: deleted, moved out or in a
        /// deleted section); the moved-out items' targets are in `movedItems`.
        var newItem: [[Int?]]
        var movedItems: [IndexPath: IndexPath]
        /// Old index paths whose cells are replaced (reloaded items and items of reloaded sections).
        var reloaded: Set<IndexPath>
        /// New index paths of inserted items (and of items in inserted sections).
        var inserted: Set<IndexPath>

        func newIndexPath(forOld old: IndexPath) -> IndexPath? {
            if let moved = movedItems[old] { return moved }
            guard old.section < newItem.count, old.item < newItem[old.section].count,
                  let section = newSection[old.section], let item = newItem[old.section][old.item] else { return nil }
            return [section, item]
        }
    }

    func mapping(old: [Int], new: [Int]) -> Mapping {
        for section in deletedSections {
            precondition(section < old.count, "attempt to delete section \(section), but there are only \(old.count) sections before the update")
        }
        for section in insertedSections {
            precondition(section < new.count, "attempt to insert section \(section) but there are only \(new.count) sections after the update")
        }
        for section in reloadedSections {
            precondition(section < old.count, "attempt to reload section \(section), but there are only \(old.count) sections before the update")
        }
        for move in movedSections {
            precondition(move.from < old.count, "attempt to move section \(move.from), but there are only \(old.count) sections before the update")
            precondition(move.to < new.count, "attempt to move section \(move.from) to section \(move.to), but there are only \(new.count) sections after the update")
        }
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        precondition(new.count == expectedSections,
                     "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(new.count)) must be equal to the number of sections contained in the collection view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")

        // Sections: inserted and moved-to slots are fixed; the others keep their order.
        var newSection = [Int?](repeating: nil, count: old.count)
        var oldSection = [Int?](repeating: nil, count: new.count)
        let movedFrom = Set(movedSections.map(\.from))
        var fixedNew = insertedSections
        for move in movedSections {
            fixedNew.insert(move.to)
            newSection[move.from] = move.to
            oldSection[move.to] = move.from
        }
        var survivors = (0..<old.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for section in 0..<new.count where !fixedNew.contains(section) {
            guard let from = survivors.next() else { break }
            newSection[from] = section
            oldSection[section] = from
        }

        // Items.
        var deletedBySection: [Int: Set<Int>] = [:]
        for path in deletedItems {
            precondition(path.count == 2 && path.section < old.count && path.item < old[path.section],
                         path.count == 2 && path.section < old.count
                            ? "attempt to delete item \(path.item) from section \(path.section) which only contains \(old[path.section]) items before the update"
                            : "attempt to delete item \(path.count == 2 ? path.item : 0) from section \(path.count == 2 ? path.section : -1), but there are only \(old.count) sections before the update")
            deletedBySection[path.section, default: []].insert(path.item)
        }
        var insertedBySection: [Int: Set<Int>] = [:]
        var inserted = Set<IndexPath>()
        for path in insertedItems {
            precondition(path.count == 2 && path.section < new.count && path.item < new[path.section],
                         path.count == 2 && path.section < new.count
                            ? "attempt to insert item \(path.item) into section \(path.section), but there are only \(new[path.section]) items in section \(path.section) after the update"
                            : "attempt to insert item \(path.count == 2 ? path.item : 0) into section \(path.count == 2 ? path.section : -1), but there are only \(new.count) sections after the update")
            insertedBySection[path.section, default: []].insert(path.item)
            inserted.insert(path)
        }
        var movedOut: [Int: Set<Int>] = [:]
        var movedIn: [Int: Set<Int>] = [:]
        var movedItemTargets: [IndexPath: IndexPath] = [:]
        for move in movedItems {
            precondition(move.from.count == 2 && move.from.section < old.count && move.from.item < old[move.from.section],
                         "attempt to move index path (\(move.from)) that does not exist - there are only \(move.from.section < old.count ? old[move.from.section] : 0) items in section \(move.from.section) before the update")
            precondition(move.to.count == 2 && move.to.section < new.count && move.to.item < new[move.to.section],
                         "attempt to move index path (\(move.from)) to index path (\(move.to)) that does not exist - there are only \(move.to.section < new.count ? new[move.to.section] : 0) items in section \(move.to.section) after the update")
            movedOut[move.from.section, default: []].insert(move.from.item)
            movedIn[move.to.section, default: []].insert(move.to.item)
            movedItemTargets[move.from] = move.to
        }
        var reloaded = Set<IndexPath>()
        for path in reloadedItems {
            precondition(path.count == 2 && path.section < old.count && path.item < old[path.section],
                         "attempt to reload item \(path.count == 2 ? path.item : 0) from section \(path.count == 2 ? path.section : -1) which only contains \(path.count == 2 && path.section < old.count ? old[path.section] : 0) items before the update")
            reloaded.insert(path)
        }
        for section in reloadedSections {
            for item in 0..<old[section] { reloaded.insert([section, item]) }
        }

        var newItem: [[Int?]] = old.map { [Int?](repeating: nil, count: $0) }
        for section in 0..<new.count {
            guard let from = oldSection[section] else {
                for item in 0..<new[section] { inserted.insert([section, item]) }
                continue
            }
            let deleted = deletedBySection[from] ?? [], insertedHere = insertedBySection[section] ?? []
            let out = movedOut[from] ?? [], into = movedIn[section] ?? []
            let expected = old[from] - deleted.count + insertedHere.count - out.count + into.count
            precondition(new[section] == expected,
                         "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(new[section])) must be equal to the number of items contained in that section before the update (\(old[from])), plus or minus the number of items inserted or deleted from that section (\(insertedHere.count) inserted, \(deleted.count) deleted) and plus or minus the number of items moved into or out of that section (\(into.count) moved in, \(out.count) moved out).")
            var target = 0
            for item in 0..<old[from] where !deleted.contains(item) && !out.contains(item) {
                while insertedHere.contains(target) || into.contains(target) { target += 1 }
                newItem[from][item] = target
                target += 1
            }
        }
        return Mapping(newSection: newSection, newItem: newItem, movedItems: movedItemTargets, reloaded: reloaded, inserted: inserted)
    }

    /// The changes as the layout hears them: deletions, insertions, reloads, moves; sections
    /// before items within each.
    @MainActor
    func updateItems() -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in deletedSections.reversed() { items.append(UICollectionViewUpdateItem(action: .delete, before: [section], after: nil)) }
        for path in deletedItems.sorted(by: >) { items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil)) }
        for section in insertedSections { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: [section])) }
        for path in insertedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path)) }
        for section in reloadedSections { items.append(UICollectionViewUpdateItem(action: .reload, before: [section], after: [section])) }
        for path in reloadedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path)) }
        for move in movedSections { items.append(UICollectionViewUpdateItem(action: .move, before: [move.from], after: [move.to])) }
        for move in movedItems { items.append(UICollectionViewUpdateItem(action: .move, before: move.from, after: move.to)) }
        return items
    }
}
