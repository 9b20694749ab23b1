import Foundation

/// What a reordering changed in one section of a diffable data source (UIKit).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Applying it to the initial section snapshot's `items` gives the final one's.
    public let difference: CollectionDifference<ItemIdentifierType>
}
