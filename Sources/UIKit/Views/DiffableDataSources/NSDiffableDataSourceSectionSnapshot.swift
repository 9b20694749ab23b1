import Foundation

/// The items of one section as a tree (outlines): each item has an optional parent, and a
/// parent shows its children only while it is expanded.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    var roots: [ItemIdentifierType] = []
    var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Every item, to its parent (nil for a root item).
    var parentOf: [ItemIdentifierType: ItemIdentifierType?] = [:]
    var expandedItems: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first (a parent, then its children).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(parentOf.count)
        appendDepthFirst(roots, onlyVisible: false, to: &result)
        return result
    }

    public var rootItems: [ItemIdentifierType] { roots }

    /// The items a list shows: root items, and children of expanded items whose ancestors are expanded.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        appendDepthFirst(roots, onlyVisible: true, to: &result)
        return result
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil }

    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] ?? nil }

    /// 0 for a root item, one more per ancestor.
    public func level(of item: ItemIdentifierType) -> Int {
        requireContained(item, api: "level(of:)")
        var level = 0
        var cursor = item
        while let parent = parentOf[cursor] ?? nil {
            level += 1
            cursor = parent
        }
        return level
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var cursor = item
        while let parent = parentOf[cursor] ?? nil {
            if !expandedItems.contains(parent) { return false }
            cursor = parent
        }
        return true
    }

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { requireContained(parent, api: "append(_:to:)") }
        registerNew(items, parent: parent, api: "append(_:to:)")
        if let parent { childrenOf[parent, default: []].append(contentsOf: items) } else { roots.append(contentsOf: items) }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: false, api: "insert(_:before:)")
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, relativeTo: item, after: true, api: "insert(_:after:)")
    }

    /// Deletes the items and their descendants; unknown items are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let parent = parentOf[item] else { continue }
            if let parent { childrenOf[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            removeSubtree(item)
        }
    }

    public mutating func deleteAll() {
        self = Self()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { requireContained(item, api: "expand(_:)") }
        expandedItems.formUnion(items)
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { requireContained(item, api: "collapse(_:)") }
        expandedItems.subtract(items)
    }

    /// The subtree below `parent` (with `parent` as its only root item when `includingParent`),
    /// keeping expansion states.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        requireContained(parent, api: "snapshot(of:includingParent:)")
        var result = Self()
        if includingParent {
            result.append([parent])
            if expandedItems.contains(parent) { result.expandedItems.insert(parent) }
        }
        copyChildren(of: parent, to: &result, under: includingParent ? parent : nil)
        return result
    }

    public func visualDescription() -> String {
        var lines: [String] = []
        for item in items {
            let marker = childrenOf[item].map { $0.isEmpty } == false ? (isExpanded(item) ? "- " : "+ ") : "  "
            lines.append(String(repeating: "    ", count: level(of: item)) + marker + String(describing: item))
        }
        return lines.joined(separator: "\n")
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    func requireContained(_ item: ItemIdentifierType, api: String) {
        precondition(contains(item), "NSDiffableDataSourceSectionSnapshot.\(api): Invalid item identifier \(String(describing: item)); it is not in the section snapshot.")
    }

    mutating func registerNew(_ items: [ItemIdentifierType], parent: ItemIdentifierType?, api: String) {
        var duplicates: [ItemIdentifierType] = []
        for item in items where parentOf.updateValue(parent, forKey: item) != nil {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        precondition(duplicates.isEmpty,
                     "NSDiffableDataSourceSectionSnapshot.\(api): Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
                     + NSDiffableDataSourceSnapshot<Int, ItemIdentifierType>.describe(duplicates))
    }

    mutating func insert(_ items: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, api: String) {
        requireContained(anchor, api: api)
        let parent = parentOf[anchor] ?? nil
        registerNew(items, parent: parent, api: api)
        func place(in siblings: inout [ItemIdentifierType]) {
            let index = siblings.firstIndex(of: anchor)!
            siblings.insert(contentsOf: items, at: after ? index + 1 : index)
        }
        if let parent { place(in: &childrenOf[parent, default: []]) } else { place(in: &roots) }
    }

    mutating func removeSubtree(_ item: ItemIdentifierType) {
        parentOf.removeValue(forKey: item)
        expandedItems.remove(item)
        for child in childrenOf.removeValue(forKey: item) ?? [] { removeSubtree(child) }
    }

    /// Replaces the subtree below `parent` with `children`'s items (its root items become
    /// `parent`'s children), keeping their expansion states.
    mutating func replaceChildren(of parent: ItemIdentifierType, with children: Self) {
        for child in childrenOf.removeValue(forKey: parent) ?? [] { removeSubtree(child) }
        func copy(_ level: [ItemIdentifierType], under newParent: ItemIdentifierType) {
            append(level, to: newParent)
            for item in level {
                if children.expandedItems.contains(item) { expandedItems.insert(item) }
                if let grandchildren = children.childrenOf[item], !grandchildren.isEmpty { copy(grandchildren, under: item) }
            }
        }
        copy(children.roots, under: parent)
    }

    func appendDepthFirst(_ level: [ItemIdentifierType], onlyVisible: Bool, to result: inout [ItemIdentifierType]) {
        for item in level {
            result.append(item)
            if let children = childrenOf[item], !onlyVisible || expandedItems.contains(item) {
                appendDepthFirst(children, onlyVisible: onlyVisible, to: &result)
            }
        }
    }

    func copyChildren(of parent: ItemIdentifierType, to result: inout Self, under newParent: ItemIdentifierType?) {
        for child in childrenOf[parent] ?? [] {
            result.append([child], to: newParent)
            if expandedItems.contains(child) { result.expandedItems.insert(child) }
            copyChildren(of: child, to: &result, under: child)
        }
    }
}
