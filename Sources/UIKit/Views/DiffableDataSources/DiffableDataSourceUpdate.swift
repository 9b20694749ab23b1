import Foundation

/// The batch update that turns one snapshot into another, in the terms of
/// `performBatchUpdates`: deletes and reloads at old indexes, inserts at new indexes, moves
/// from an old index to a new one. Item index paths are `[section, item]`.
///
/// Identifiers are unique, so every identifier is its own anchor (Heckel's unique lines):
/// a dictionary of old positions finds deletes and inserts in linear time; among the
/// identifiers both sides keep, those outside a longest increasing run of old positions are
/// the moves (O(n log n) worst case, linear when nothing moved).
@_spi(DiffableDataSources) public struct DiffableDataSourceUpdate: Equatable, Sendable {
    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var movedSections: [Move<Int>] = []
    public var reloadedSections: [Int] = []
    public var deletedItems: [IndexPath] = []
    public var insertedItems: [IndexPath] = []
    public var movedItems: [Move<IndexPath>] = []
    public var reloadedItems: [IndexPath] = []
    /// Items to reconfigure in place (new index paths).
    public var reconfiguredItems: [IndexPath] = []

    public struct Move<Index: Equatable & Sendable>: Equatable, Sendable {
        public var from: Index
        public var to: Index

        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    @inlinable
    public init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections: the old index of each new section and the new index of each old one (-1: none).
        let sameSections = old.sectionStorage == new.sectionStorage
        var oldSectionOfNew = Array(0..<new.sectionStorage.count)
        var newSectionOfOld = Array(0..<old.sectionStorage.count)
        if !sameSections {
            newSectionOfOld = [Int](repeating: -1, count: old.sectionStorage.count)
            for (newIndex, section) in new.sectionStorage.enumerated() {
                let oldIndex = old.sectionPosition(section) ?? -1
                oldSectionOfNew[newIndex] = oldIndex
                if oldIndex >= 0 { newSectionOfOld[oldIndex] = newIndex }
            }
            for (oldIndex, newIndex) in newSectionOfOld.enumerated() where newIndex < 0 {
                deletedSections.append(oldIndex)
            }
            var keptSectionsNewIndexes: [Int] = []
            for (newIndex, oldIndex) in oldSectionOfNew.enumerated() {
                if oldIndex < 0 { insertedSections.append(newIndex) } else { keptSectionsNewIndexes.append(newIndex) }
            }
            let sectionStays = Self.stayingMask(keptSectionsNewIndexes.map { oldSectionOfNew[$0] })
            for (position, newIndex) in keptSectionsNewIndexes.enumerated() where !sectionStays[position] {
                movedSections.append(Move(from: oldSectionOfNew[newIndex], to: newIndex))
            }
        }
        for section in new.reloadedSections {
            if let oldIndex = old.sectionPosition(section), new.sectionPosition(section) != nil { reloadedSections.append(oldIndex) }
        }
        reloadedSections.sort()

        // Items. Same sections holding the same items: only reloads and reconfigurations.
        if sameSections && old.sectionEnds == new.sectionEnds && old.items == new.items {
            addReloadsAndReconfigurations(old: old, new: new, sameLayout: true)
            return
        }
        // Deletes, in old order (so already sorted). A deleted section takes its items; an item
        // leaving for an inserted section is deleted here and the insertion brings it.
        for (oldSection, newSection) in newSectionOfOld.enumerated() where newSection >= 0 {
            let range = old.itemRange(ofSection: oldSection)
            for position in range {
                if let newPosition = new.itemPosition(old.items[position]),
                   oldSectionOfNew[new.section(ofItemAt: newPosition)] >= 0 { continue }
                deletedItems.append([oldSection, position - range.lowerBound])
            }
        }
        // Inserts and moves, in new order (so already sorted by destination).
        var staying: [Bool] = new.reloadedItems.isEmpty ? [] : [Bool](repeating: false, count: new.items.count)
        var oldPositions: [Int] = [] // per item of the new section: its old position, or -1 (inserted)
        var sameSectionOldIndexes: [Int] = []
        for (newSection, oldSection) in oldSectionOfNew.enumerated() where oldSection >= 0 { // else inserted with its items
            let range = new.itemRange(ofSection: newSection)
            oldPositions.removeAll(keepingCapacity: true)
            sameSectionOldIndexes.removeAll(keepingCapacity: true)
            let oldStart = old.itemRange(ofSection: oldSection).lowerBound
            for position in range {
                guard let oldPosition = old.itemPosition(new.items[position]) else {
                    oldPositions.append(-1)
                    continue
                }
                let itemOldSection = old.section(ofItemAt: oldPosition)
                if newSectionOfOld[itemOldSection] < 0 {
                    oldPositions.append(-1) // From a deleted section: moves cannot start in a deleted section.
                    continue
                }
                oldPositions.append(oldPosition)
                if itemOldSection == oldSection { sameSectionOldIndexes.append(oldPosition - oldStart) }
            }
            let stays = Self.stayingMask(sameSectionOldIndexes)
            var sameSectionCursor = 0
            for (index, oldPosition) in oldPositions.enumerated() {
                if oldPosition < 0 {
                    insertedItems.append([newSection, index])
                    continue
                }
                let oldIndex = oldPosition - oldStart
                if oldIndex >= 0 && oldPosition < old.sectionEnds[oldSection] {
                    defer { sameSectionCursor += 1 }
                    if stays[sameSectionCursor] {
                        if !staying.isEmpty { staying[range.lowerBound + index] = true }
                        continue
                    }
                    movedItems.append(Move(from: [oldSection, oldIndex], to: [newSection, index]))
                } else {
                    let itemOldSection = old.section(ofItemAt: oldPosition)
                    let from = oldPosition - old.itemRange(ofSection: itemOldSection).lowerBound
                    movedItems.append(Move(from: [itemOldSection, from], to: [newSection, index]))
                }
            }
        }
        // Reloads of items that keep their place (old index paths); a moved item comes with its move.
        for item in new.reloadedItems {
            guard let newPosition = new.itemPosition(item), staying[newPosition],
                  let oldPath = old.indexPath(of: item) else { continue }
            reloadedItems.append(oldPath)
        }
        reloadedItems.sort()
        addReloadsAndReconfigurations(old: old, new: new, sameLayout: false)
    }

    /// Reconfigurations (new index paths of items both snapshots hold) and, when nothing moved,
    /// reloads (old index paths, equal to the new ones then).
    @inlinable
    mutating func addReloadsAndReconfigurations<S, I>(old: NSDiffableDataSourceSnapshot<S, I>,
                                                             new: NSDiffableDataSourceSnapshot<S, I>, sameLayout: Bool) {
        if sameLayout {
            for item in new.reloadedItems { reloadedItems.append(new.indexPath(of: item)!) }
            reloadedItems.sort()
        }
        for item in new.reconfiguredItems where old.itemPosition(item) != nil {
            reconfiguredItems.append(new.indexPath(of: item)!)
        }
        reconfiguredItems.sort()
    }

    /// For positions (old indexes in new order), marks those in one longest increasing run:
    /// they keep their place and the others move. Patience sorting, O(n log n).
    @inlinable
    static func stayingMask(_ positions: [Int]) -> [Bool] {
        var stays = [Bool](repeating: true, count: positions.count)
        guard positions.count > 1 else { return stays }
        // The common case: nothing moved.
        var sorted = true
        for index in 1..<positions.count where positions[index] < positions[index - 1] { sorted = false; break }
        if sorted { return stays }
        var tailPositions: [Int] = [] // index into positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: positions.count)
        for (index, value) in positions.enumerated() {
            var low = 0, high = tailPositions.count
            while low < high {
                let middle = (low + high) / 2
                if positions[tailPositions[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tailPositions[low - 1] }
            if low == tailPositions.count { tailPositions.append(index) } else { tailPositions[low] = index }
        }
        stays = [Bool](repeating: false, count: positions.count)
        var cursor = tailPositions.last ?? -1
        while cursor >= 0 {
            stays[cursor] = true
            cursor = previous[cursor]
        }
        return stays
    }
}
