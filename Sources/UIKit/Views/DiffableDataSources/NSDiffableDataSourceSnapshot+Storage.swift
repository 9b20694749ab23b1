import Foundation

// The bookkeeping behind the public mutations, and UIKit's messages for bad input.
extension NSDiffableDataSourceSnapshot {
    /// Formats identifiers the way UIKit prints the set in its messages.
    @usableFromInline
    static func describe<T>(_ identifiers: [T]) -> String {
        "{(\n" + identifiers.map { "    \(String(describing: $0))" }.joined(separator: ",\n") + "\n)}"
    }

    @usableFromInline
    func existingSectionIndex(_ identifier: SectionIdentifierType, api: String) -> Int {
        guard let index = sectionIndexes[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): Invalid section identifier \(String(describing: identifier)); it is not in the snapshot.")
        }
        return index
    }

    func existingItemSection(_ identifier: ItemIdentifierType, api: String) -> Int {
        guard let section = sectionIndexOfItem[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): Invalid item identifier \(String(describing: identifier)); it is not in the snapshot.")
        }
        return section
    }

    func requireExistingItems(_ identifiers: [ItemIdentifierType], api: String, verb: String) {
        let missing = identifiers.filter { sectionIndexOfItem[$0] == nil }
        precondition(missing.isEmpty,
                     "NSDiffableDataSourceSnapshot.\(api): Attempted to \(verb) item identifiers that do not exist in the snapshot: \(Self.describe(missing))")
    }

    /// Checks that `identifiers` are unique among themselves and new to the snapshot, then
    /// records their section.
    @usableFromInline
    mutating func registerNewItems(_ identifiers: [ItemIdentifierType], section: Int, api: String) {
        var duplicates: [ItemIdentifierType] = []
        sectionIndexOfItem.reserveCapacity(sectionIndexOfItem.count + identifiers.count)
        // A second occurrence in the batch finds the first one's entry, so one pass finds both kinds.
        for identifier in identifiers where sectionIndexOfItem.updateValue(section, forKey: identifier) != nil {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        precondition(duplicates.isEmpty,
                     "NSDiffableDataSourceSnapshot.\(api): Supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
    }

    @usableFromInline
    func registerNewSections(_ identifiers: [SectionIdentifierType], api: String) {
        var duplicates: [SectionIdentifierType] = []
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers where sectionIndexes[identifier] != nil || !seen.insert(identifier).inserted {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        precondition(duplicates.isEmpty,
                     "NSDiffableDataSourceSnapshot.\(api): Supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
    }

    mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, api: String) {
        let section = existingItemSection(anchor, api: api)
        registerNewItems(identifiers, section: section, api: api)
        let anchorIndex = itemsBySection[section].firstIndex(of: anchor)!
        itemsBySection[section].insert(contentsOf: identifiers, at: after ? anchorIndex + 1 : anchorIndex)
        rebuildFlatItems()
    }

    mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, api: String) {
        let fromSection = existingItemSection(identifier, api: api)
        let toSection = existingItemSection(anchor, api: api)
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot.\(api): Attempted to move item identifier \(String(describing: identifier)) relative to itself.")
        itemsBySection[fromSection].remove(at: itemsBySection[fromSection].firstIndex(of: identifier)!)
        let anchorIndex = itemsBySection[toSection].firstIndex(of: anchor)!
        itemsBySection[toSection].insert(identifier, at: after ? anchorIndex + 1 : anchorIndex)
        sectionIndexOfItem[identifier] = toSection
        rebuildFlatItems()
    }

    mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sectionStorage.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        rebuildIndexes()
    }

    mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, api: String) {
        let from = existingSectionIndex(identifier, api: api)
        _ = existingSectionIndex(anchor, api: api)
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot.\(api): Attempted to move section identifier \(String(describing: identifier)) relative to itself.")
        let items = itemsBySection.remove(at: from)
        sectionStorage.remove(at: from)
        let anchorIndex = sectionStorage.firstIndex(of: anchor)!
        let to = after ? anchorIndex + 1 : anchorIndex
        sectionStorage.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        rebuildIndexes()
    }

    @usableFromInline
    mutating func rebuildFlatItems() {
        flatItems = Array(itemsBySection.joined())
    }

    /// After sections were inserted, removed or moved: section indexes, item sections, flat items.
    mutating func rebuildIndexes() {
        sectionIndexes = [:]
        sectionIndexOfItem = [:]
        sectionIndexOfItem.reserveCapacity(flatItems.count)
        for (index, section) in sectionStorage.enumerated() {
            sectionIndexes[section] = index
            for item in itemsBySection[index] { sectionIndexOfItem[item] = index }
        }
        rebuildFlatItems()
    }

    static func appendUnique<T: Hashable>(_ identifiers: [T], to list: inout [T]) {
        var present = Set(list)
        for identifier in identifiers where present.insert(identifier).inserted { list.append(identifier) }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// `[section, item]` of an identifier, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIndexOfItem[identifier],
              let index = itemsBySection[section].firstIndex(of: identifier) else { return nil }
        return [section, index]
    }
}
