import Foundation

/// What a reordering changed in a diffable data source (UIKit): the data before and after,
/// the difference between their item lists, and the same per section.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Applying it to the initial snapshot's `itemIdentifiers` gives the final snapshot's.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}
