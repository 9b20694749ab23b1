import Foundation

// The bookkeeping behind the public mutations, and UIKit's messages for bad input.
extension NSDiffableDataSourceSnapshot {
    /// Formats identifiers the way UIKit prints the set in its messages.
    @inlinable
    static func describe<T>(_ identifiers: [T]) -> String {
        "{(\n" + identifiers.map { "    \(String(describing: $0))" }.joined(separator: ",\n") + "\n)}"
    }

    // MARK: Look-ups

    @inlinable
    func sectionPosition(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex.position(of: identifier, in: sectionStorage)
    }

    @inlinable
    func itemPosition(_ identifier: ItemIdentifierType) -> Int? {
        itemIndex.position(of: identifier, in: items)
    }

    /// The positions in `items` of a section's items.
    @inlinable
    func itemRange(ofSection section: Int) -> Range<Int> {
        (section == 0 ? 0 : sectionEnds[section - 1])..<sectionEnds[section]
    }

    /// The section of the item at `position` in `items`: the first section ending after it.
    @inlinable
    func section(ofItemAt position: Int) -> Int {
        var low = 0, high = sectionEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if sectionEnds[middle] > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// `[section, item]` of an identifier, or nil.
    @inlinable
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let position = itemPosition(identifier) else { return nil }
        let section = section(ofItemAt: position)
        return [section, position - itemRange(ofSection: section).lowerBound]
    }

    /// The identifier at `[section, item]`, or nil when there is none (O(1), no copy of the
    /// section's items as `itemIdentifiers(inSection:)` makes).
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionEnds.indices.contains(indexPath[0]) else { return nil }
        let range = itemRange(ofSection: indexPath[0])
        guard indexPath[1] >= 0, indexPath[1] < range.count else { return nil }
        return items[range.lowerBound + indexPath[1]]
    }

    // MARK: Preconditions

    @inlinable
    func existingSectionIndex(_ identifier: SectionIdentifierType, api: String) -> Int {
        guard let index = sectionPosition(identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): Invalid section identifier \(String(describing: identifier)); it is not in the snapshot.")
        }
        return index
    }

    func existingItemPosition(_ identifier: ItemIdentifierType, api: String) -> Int {
        guard let position = itemPosition(identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): Invalid item identifier \(String(describing: identifier)); it is not in the snapshot.")
        }
        return position
    }

    func requireExistingItems(_ identifiers: [ItemIdentifierType], api: String, verb: String) {
        let missing = identifiers.filter { itemPosition($0) == nil }
        precondition(missing.isEmpty,
                     "NSDiffableDataSourceSnapshot.\(api): Attempted to \(verb) item identifiers that do not exist in the snapshot: \(Self.describe(missing))")
    }

    // MARK: Mutations

    /// Inserts `identifiers` at `position` of `items`, in `section`, after checking that they
    /// are unique among themselves and new to the snapshot.
    @inlinable
    mutating func insertNewItems(_ identifiers: [ItemIdentifierType], at position: Int, section: Int, api: String) {
        guard !identifiers.isEmpty else { return }
        // The index is moved out while it changes, so its slots are not copied on write.
        var index = itemIndex
        itemIndex = DiffableIdentifierIndex()
        index.reserve(items.count + identifiers.count, elements: items)
        if items.isEmpty {
            items = identifiers // Shares the caller's buffer instead of copying it.
        } else if position == items.count {
            items.append(contentsOf: identifiers)
        } else {
            items.insert(contentsOf: identifiers, at: position)
            index.shiftPositions(from: position, by: identifiers.count)
        }
        for later in section..<sectionEnds.count { sectionEnds[later] += identifiers.count }
        let repeated = items.withUnsafeBufferPointer { index.insert(positions: position..<(position + identifiers.count), in: $0) }
        itemIndex = index
        if !repeated.isEmpty {
            // UIKit: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}"
            // (NSInternalInconsistencyException) for an identifier repeated in the batch. Since
            // iOS 15 an identifier already elsewhere in the snapshot is only logged ("Diffable data
            // source detected an attempt to insert or append 1 item identifier that already exists
            // in the snapshot. The existing item identifier will be moved into place instead, …")
            // and moved; OpenUIKit still stops for both. Each duplicate is listed once, in the order
            // found: a second occurrence in the batch finds the first one, so one pass finds both.
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(Self.uniqueInOrder(repeated.map { items[$0] })))")
        }
    }

    /// Inserts new sections at `index` of the sections, after checking that they are unique
    /// among themselves and new to the snapshot.
    @inlinable
    mutating func insertNewSections(_ identifiers: [SectionIdentifierType], at index: Int, api: String) {
        guard !identifiers.isEmpty else { return }
        var table = sectionIndex
        sectionIndex = DiffableIdentifierIndex()
        table.reserve(sectionStorage.count + identifiers.count, elements: sectionStorage)
        let start = index == 0 ? 0 : sectionEnds[index - 1]
        if index == sectionStorage.count {
            sectionStorage.append(contentsOf: identifiers)
            sectionEnds.append(contentsOf: repeatElement(start, count: identifiers.count))
        } else {
            sectionStorage.insert(contentsOf: identifiers, at: index)
            sectionEnds.insert(contentsOf: repeatElement(start, count: identifiers.count), at: index)
            table.shiftPositions(from: index, by: identifiers.count)
        }
        let repeated = sectionStorage.withUnsafeBufferPointer { table.insert(positions: index..<(index + identifiers.count), in: $0) }
        sectionIndex = table
        if !repeated.isEmpty {
            // UIKit: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(…)}".
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(Self.uniqueInOrder(repeated.map { sectionStorage[$0] })))")
        }
    }

    @inlinable
    static func uniqueInOrder<T: Hashable>(_ identifiers: [T]) -> [T] {
        var seen = Set<T>()
        return identifiers.filter { seen.insert($0).inserted }
    }

    mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, api: String) {
        let anchorPosition = existingItemPosition(anchor, api: api)
        insertNewItems(identifiers, at: after ? anchorPosition + 1 : anchorPosition, section: section(ofItemAt: anchorPosition), api: api)
    }

    /// Removes the items at the marked positions of `items`.
    mutating func removeItems(where removed: [Bool]) {
        var kept: [ItemIdentifierType] = []
        kept.reserveCapacity(items.count)
        var removedSoFar = 0
        var section = 0
        for (position, item) in items.enumerated() {
            while sectionEnds[section] <= position {
                sectionEnds[section] -= removedSoFar
                section += 1
            }
            if removed[position] { removedSoFar += 1 } else { kept.append(item) }
        }
        while section < sectionEnds.count {
            sectionEnds[section] -= removedSoFar
            section += 1
        }
        items = kept
        itemIndex.rebuild(elements: items)
    }

    mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, api: String) {
        let from = existingItemPosition(identifier, api: api)
        _ = existingItemPosition(anchor, api: api)
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot.\(api): Attempted to move item identifier \(String(describing: identifier)) relative to itself.")
        for later in section(ofItemAt: from)..<sectionEnds.count { sectionEnds[later] -= 1 }
        items.remove(at: from)
        // The anchor's position after the removal, found in the array (the index is stale now).
        let anchorPosition = items.firstIndex(of: anchor)!
        let to = after ? anchorPosition + 1 : anchorPosition
        for later in section(ofItemAt: anchorPosition)..<sectionEnds.count { sectionEnds[later] += 1 }
        items.insert(identifier, at: to)
        itemIndex.rebuild(elements: items)
    }

    mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, api: String) {
        let from = existingSectionIndex(identifier, api: api)
        _ = existingSectionIndex(anchor, api: api)
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot.\(api): Attempted to move section identifier \(String(describing: identifier)) relative to itself.")
        var counts = sectionStorage.indices.map { itemRange(ofSection: $0).count }
        let range = itemRange(ofSection: from)
        let block = Array(items[range])
        items.removeSubrange(range)
        let count = counts.remove(at: from)
        sectionStorage.remove(at: from)
        let anchorIndex = sectionStorage.firstIndex(of: anchor)!
        let to = after ? anchorIndex + 1 : anchorIndex
        items.insert(contentsOf: block, at: counts[..<to].reduce(0, +))
        sectionStorage.insert(identifier, at: to)
        counts.insert(count, at: to)
        var end = 0
        sectionEnds = counts.map { end += $0; return end }
        sectionIndex.rebuild(elements: sectionStorage)
        itemIndex.rebuild(elements: items)
    }

    static func appendUnique<T: Hashable>(_ identifiers: [T], to list: inout [T]) {
        var present = Set(list)
        for identifier in identifiers where present.insert(identifier).inserted { list.append(identifier) }
    }
}
