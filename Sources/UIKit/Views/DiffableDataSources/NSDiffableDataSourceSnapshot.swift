import Foundation

/// The state of a diffable data source's sections and items, by identifier.
///
/// Storage is every item in one array, in order (so `itemIdentifiers` costs nothing to read),
/// each section's end offset in it, and two hash indexes (`DiffableIdentifierIndex`) from an
/// identifier to its position, which check uniqueness and answer look-ups in O(1): an item's
/// section is a binary search of the end offsets.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline var sectionStorage: [SectionIdentifierType] = []
    /// The end of each section in `items` (the next section starts there).
    @usableFromInline var sectionEnds: [Int] = []
    @usableFromInline var items: [ItemIdentifierType] = []
    @usableFromInline var sectionIndex = DiffableIdentifierIndex<SectionIdentifierType>()
    @usableFromInline var itemIndex = DiffableIdentifierIndex<ItemIdentifierType>()

    @usableFromInline var reloadedItems: [ItemIdentifierType] = []
    @usableFromInline var reconfiguredItems: [ItemIdentifierType] = []
    @usableFromInline var reloadedSections: [SectionIdentifierType] = []
    @usableFromInline var reconfiguredSections: [SectionIdentifierType] = []

    @inlinable
    public init() {}

    // MARK: Counts and identifiers

    public var numberOfItems: Int { items.count }

    public var numberOfSections: Int { sectionStorage.count }

    public var sectionIdentifiers: [SectionIdentifierType] { sectionStorage }

    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { items }

    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    public var reconfiguredSectionIdentifiers: [SectionIdentifierType] { reconfiguredSections }

    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemRange(ofSection: existingSectionIndex(identifier, api: "numberOfItems(inSection:)")).count
    }

    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        Array(items[itemRange(ofSection: existingSectionIndex(identifier, api: "itemIdentifiers(inSection:)"))])
    }

    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPosition(identifier).map { sectionStorage[section(ofItemAt: $0)] }
    }

    /// The item's index among all items of the snapshot, or nil.
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemPosition(identifier)
    }

    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPosition(identifier)
    }

    // MARK: Items

    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = existingSectionIndex(sectionIdentifier, api: "appendItems(_:toSection:)")
        } else {
            precondition(!sectionStorage.isEmpty,
                         "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): There are currently no sections in the data source. Please add a section first.")
            section = sectionStorage.count - 1
        }
        insertNewItems(identifiers, at: sectionEnds[section], section: section, api: "appendItems(_:toSection:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, api: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, api: "insertItems(_:afterItem:)")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        // UIKit: identifiers that are not in the snapshot are ignored.
        var removed = [Bool](repeating: false, count: items.count)
        var any = false
        for identifier in identifiers {
            guard let position = itemPosition(identifier) else { continue }
            removed[position] = true
            any = true
        }
        guard any else { return }
        removeItems(where: removed)
        let removedAll = Set(identifiers)
        if !reloadedItems.isEmpty { reloadedItems.removeAll { removedAll.contains($0) } }
        if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll { removedAll.contains($0) } }
    }

    public mutating func deleteAllItems() {
        self = Self()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, api: "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, api: "moveItem(_:afterItem:)")
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        requireExistingItems(identifiers, api: "reloadItems(_:)", verb: "reload")
        Self.appendUnique(identifiers, to: &reloadedItems)
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        requireExistingItems(identifiers, api: "reconfigureItems(_:)", verb: "reconfigure")
        Self.appendUnique(identifiers, to: &reconfiguredItems)
    }

    // MARK: Sections

    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertNewSections(identifiers, at: sectionStorage.count, api: "appendSections(_:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = existingSectionIndex(toIdentifier, api: "insertSections(_:beforeSection:)")
        insertNewSections(identifiers, at: index, api: "insertSections(_:beforeSection:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = existingSectionIndex(toIdentifier, api: "insertSections(_:afterSection:)")
        insertNewSections(identifiers, at: index + 1, api: "insertSections(_:afterSection:)")
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        // UIKit: identifiers that are not in the snapshot are ignored; the items go with their section.
        var removedSection = [Bool](repeating: false, count: sectionStorage.count)
        var any = false
        for identifier in identifiers {
            guard let index = sectionPosition(identifier) else { continue }
            removedSection[index] = true
            any = true
        }
        guard any else { return }
        do {
            let before = self
            func isRemovedItem(_ item: ItemIdentifierType) -> Bool {
                before.itemPosition(item).map { removedSection[before.section(ofItemAt: $0)] } ?? false
            }
            reloadedItems = before.reloadedItems.filter { !isRemovedItem($0) }
            reconfiguredItems = before.reconfiguredItems.filter { !isRemovedItem($0) }
            reloadedSections = before.reloadedSections.filter { !removedSection[before.sectionPosition($0)!] }
            reconfiguredSections = before.reconfiguredSections.filter { !removedSection[before.sectionPosition($0)!] }
        }
        var removed = [Bool](repeating: false, count: items.count)
        for (index, isRemoved) in removedSection.enumerated() where isRemoved {
            for position in itemRange(ofSection: index) { removed[position] = true }
        }
        removeItems(where: removed)
        var keptSections: [SectionIdentifierType] = []
        var keptEnds: [Int] = []
        for (index, section) in sectionStorage.enumerated() where !removedSection[index] {
            keptSections.append(section)
            keptEnds.append(sectionEnds[index])
        }
        sectionStorage = keptSections
        sectionEnds = keptEnds
        sectionIndex.rebuild(elements: sectionStorage)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, api: "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, api: "moveSection(_:afterSection:)")
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = existingSectionIndex(identifier, api: "reloadSections(_:)") }
        Self.appendUnique(identifiers, to: &reloadedSections)
    }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = existingSectionIndex(identifier, api: "reconfigureSections(_:)") }
        Self.appendUnique(identifiers, to: &reconfiguredSections)
    }
}
