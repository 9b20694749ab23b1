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

    public init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections.
        var oldSectionOfNew = [Int?](repeating: nil, count: new.sectionStorage.count)
        for (newIndex, section) in new.sectionStorage.enumerated() {
            oldSectionOfNew[newIndex] = old.sectionIndexes[section]
        }
        for (oldIndex, section) in old.sectionStorage.enumerated() where new.sectionIndexes[section] == nil {
            deletedSections.append(oldIndex)
        }
        var keptSectionsNewIndexes: [Int] = []
        for (newIndex, oldIndex) in oldSectionOfNew.enumerated() {
            if oldIndex == nil { insertedSections.append(newIndex) } else { keptSectionsNewIndexes.append(newIndex) }
        }
        let sectionStays = Self.stayingMask(keptSectionsNewIndexes.map { oldSectionOfNew[$0]! })
        for (position, newIndex) in keptSectionsNewIndexes.enumerated() where !sectionStays[position] {
            movedSections.append(Move(from: oldSectionOfNew[newIndex]!, to: newIndex))
        }
        for section in new.reloadedSections {
            if let oldIndex = old.sectionIndexes[section], new.sectionIndexes[section] != nil { reloadedSections.append(oldIndex) }
        }
        reloadedSections.sort()

        // Items. Same sections holding the same items: only reloads and reconfigurations.
        if old.sectionStorage == new.sectionStorage && old.itemsBySection == new.itemsBySection {
            addReloadsAndReconfigurations(old: old, new: new, sameLayout: true)
            return
        }
        // One look-up per new item: its old section and index together.
        var oldPosition: [I: (section: Int, index: Int)] = [:]
        oldPosition.reserveCapacity(old.flatItems.count)
        for (section, items) in old.itemsBySection.enumerated() {
            for (index, item) in items.enumerated() { oldPosition[item] = (section, index) }
        }
        for (oldSection, section) in old.sectionStorage.enumerated() {
            let survives = new.sectionIndexes[section] != nil
            guard survives else { continue } // The section's deletion takes its items.
            for (index, item) in old.itemsBySection[oldSection].enumerated() {
                guard let newSection = new.sectionIndexOfItem[item] else {
                    deletedItems.append([oldSection, index])
                    continue
                }
                // An item leaving for an inserted section is deleted here; the insertion brings it.
                if oldSectionOfNew[newSection] == nil { deletedItems.append([oldSection, index]) }
            }
        }
        var stayingItems: [I: IndexPath] = [:] // Old index paths of items that keep their place.
        for (newSection, items) in new.itemsBySection.enumerated() {
            guard let oldSection = oldSectionOfNew[newSection] else { continue } // Inserted with its items.
            var oldPositionsInSameSection: [Int] = []
            var sameSectionNewIndexes: [Int] = []
            for (index, item) in items.enumerated() {
                guard let (itemOldSection, oldIndex) = oldPosition[item] else {
                    insertedItems.append([newSection, index])
                    continue
                }
                if new.sectionIndexes[old.sectionStorage[itemOldSection]] == nil {
                    // From a deleted section: moves cannot start in a deleted section.
                    insertedItems.append([newSection, index])
                    continue
                }
                if itemOldSection == oldSection {
                    oldPositionsInSameSection.append(oldIndex)
                    sameSectionNewIndexes.append(index)
                } else {
                    movedItems.append(Move(from: [itemOldSection, oldIndex], to: [newSection, index]))
                }
            }
            let stays = Self.stayingMask(oldPositionsInSameSection)
            for (position, index) in sameSectionNewIndexes.enumerated() {
                let oldIndex = oldPositionsInSameSection[position]
                if !stays[position] {
                    movedItems.append(Move(from: [oldSection, oldIndex], to: [newSection, index]))
                } else if !new.reloadedItems.isEmpty {
                    stayingItems[items[index]] = [oldSection, oldIndex]
                }
            }
        }
        for item in new.reloadedItems {
            if let path = stayingItems[item] { reloadedItems.append(path) }
        }
        addReloadsAndReconfigurations(old: old, new: new, sameLayout: false)
        deletedItems.sort()
        insertedItems.sort()
        movedItems.sort { $0.to < $1.to }
        reloadedItems.sort()
        reconfiguredItems.sort()
    }

    /// Reconfigurations (new index paths of items both snapshots hold) and, when nothing moved,
    /// reloads (old index paths, equal to the new ones then).
    private mutating func addReloadsAndReconfigurations<S, I>(old: NSDiffableDataSourceSnapshot<S, I>,
                                                             new: NSDiffableDataSourceSnapshot<S, I>, sameLayout: Bool) {
        if sameLayout {
            for item in new.reloadedItems { reloadedItems.append(new.indexPath(of: item)!) }
            reloadedItems.sort()
        }
        for item in new.reconfiguredItems where old.sectionIndexOfItem[item] != nil {
            reconfiguredItems.append(new.indexPath(of: item)!)
        }
        reconfiguredItems.sort()
    }

    /// For positions (old indexes in new order), marks those in one longest increasing run:
    /// they keep their place and the others move. Patience sorting, O(n log n).
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
