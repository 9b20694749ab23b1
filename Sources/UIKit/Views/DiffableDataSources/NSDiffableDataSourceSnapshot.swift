import Foundation

/// The state of a diffable data source's sections and items, by identifier.
///
/// Storage keeps the items of each section in their own array, a flat array of every item
/// (so `itemIdentifiers` costs nothing to read) and two dictionaries: the index of each
/// section and the section of each item, which check uniqueness and answer look-ups in O(1).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline var sectionStorage: [SectionIdentifierType] = []
    @usableFromInline var itemsBySection: [[ItemIdentifierType]] = []
    @usableFromInline var flatItems: [ItemIdentifierType] = []
    @usableFromInline var sectionIndexes: [SectionIdentifierType: Int] = [:]
    @usableFromInline var sectionIndexOfItem: [ItemIdentifierType: Int] = [:]

    @usableFromInline var reloadedItems: [ItemIdentifierType] = []
    @usableFromInline var reconfiguredItems: [ItemIdentifierType] = []
    @usableFromInline var reloadedSections: [SectionIdentifierType] = []
    @usableFromInline var reconfiguredSections: [SectionIdentifierType] = []

    @inlinable
    public init() {}

    // MARK: Counts and identifiers

    public var numberOfItems: Int { flatItems.count }

    public var numberOfSections: Int { sectionStorage.count }

    public var sectionIdentifiers: [SectionIdentifierType] { sectionStorage }

    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { flatItems }

    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    public var reconfiguredSectionIdentifiers: [SectionIdentifierType] { reconfiguredSections }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[existingSectionIndex(identifier, api: "numberOfItems(inSection:)")].count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[existingSectionIndex(identifier, api: "itemIdentifiers(inSection:)")]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionIndexOfItem[identifier].map { sectionStorage[$0] }
    }

    /// The item's index among all items of the snapshot, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionIndexOfItem[identifier],
              let inSection = itemsBySection[section].firstIndex(of: identifier) else { return nil }
        var offset = 0
        for index in 0..<section { offset += itemsBySection[index].count }
        return offset + inSection
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
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
        registerNewItems(identifiers, section: section, api: "appendItems(_:toSection:)")
        itemsBySection[section].append(contentsOf: identifiers)
        if section == sectionStorage.count - 1 {
            flatItems.append(contentsOf: identifiers)
        } else {
            rebuildFlatItems()
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, api: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, api: "insertItems(_:afterItem:)")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        // UIKit: identifiers that are not in the snapshot are ignored.
        var removedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = sectionIndexOfItem.removeValue(forKey: identifier) else { continue }
            removedBySection[section, default: []].insert(identifier)
        }
        guard !removedBySection.isEmpty else { return }
        for (section, removed) in removedBySection {
            itemsBySection[section].removeAll { removed.contains($0) }
        }
        rebuildFlatItems()
        let removedAll = Set(identifiers)
        reloadedItems.removeAll { removedAll.contains($0) }
        reconfiguredItems.removeAll { removedAll.contains($0) }
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
        registerNewSections(identifiers, api: "appendSections(_:)")
        for identifier in identifiers {
            sectionIndexes[identifier] = sectionStorage.count
            sectionStorage.append(identifier)
            itemsBySection.append([])
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = existingSectionIndex(toIdentifier, api: "insertSections(_:beforeSection:)")
        registerNewSections(identifiers, api: "insertSections(_:beforeSection:)")
        insertSections(identifiers, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = existingSectionIndex(toIdentifier, api: "insertSections(_:afterSection:)")
        registerNewSections(identifiers, api: "insertSections(_:afterSection:)")
        insertSections(identifiers, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        // UIKit: identifiers that are not in the snapshot are ignored; the items go with their section.
        let removed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !removed.isEmpty else { return }
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        var removedItems = Set<ItemIdentifierType>()
        for (index, section) in sectionStorage.enumerated() {
            if removed.contains(section) {
                removedItems.formUnion(itemsBySection[index])
            } else {
                keptSections.append(section)
                keptItems.append(itemsBySection[index])
            }
        }
        sectionStorage = keptSections
        itemsBySection = keptItems
        reloadedSections.removeAll { removed.contains($0) }
        reconfiguredSections.removeAll { removed.contains($0) }
        reloadedItems.removeAll { removedItems.contains($0) }
        reconfiguredItems.removeAll { removedItems.contains($0) }
        rebuildIndexes()
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
