import Foundation

// Adding whole section snapshots: the added snapshot's root items take the new place and
// keep their descendants and expansion states.
extension NSDiffableDataSourceSectionSnapshot {
    /// Appends `snapshot`'s root items (below `parent`, or as root items), with their children.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        adoptSubtrees(of: snapshot.roots, from: snapshot)
    }

    /// Inserts `snapshot`'s root items as siblings before `item`, with their children.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                before item: ItemIdentifierType) {
        insert(snapshot.roots, relativeTo: item, after: false, api: "insert(_:before:)")
        adoptSubtrees(of: snapshot.roots, from: snapshot)
    }

    /// Inserts `snapshot`'s root items as siblings after `item`, with their children.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                after item: ItemIdentifierType) {
        insert(snapshot.roots, relativeTo: item, after: true, api: "insert(_:after:)")
        adoptSubtrees(of: snapshot.roots, from: snapshot)
    }

    /// Replaces everything below `parent` with `snapshot`'s items (its root items become
    /// `parent`'s children).
    public mutating func replace(childrenOf parent: ItemIdentifierType,
                                 using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        requireContained(parent, api: "replace(childrenOf:using:)")
        replaceChildren(of: parent, with: snapshot)
    }

    /// Copies the descendants and expansion states of `items` (already placed) from `source`.
    mutating func adoptSubtrees(of items: [ItemIdentifierType], from source: Self) {
        for item in items {
            if source.expandedItems.contains(item) { expandedItems.insert(item) }
            guard let children = source.childrenOf[item], !children.isEmpty else { continue }
            append(children, to: item)
            adoptSubtrees(of: children, from: source)
        }
    }
}
