import Foundation

extension UICollectionViewDiffableDataSource {
    /// Takes the order an interactive movement left on screen: the item moves in the current
    /// snapshot (the collection view already shows it there, so no batch update runs), with
    /// `willReorder` before and `didReorder` after.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        guard source != destination, let item = itemIdentifier(for: source),
              destination.section >= 0, destination.section < current.numberOfSections else { return }
        let initial = current
        var final = current
        final.deleteItems([item])
        let section = final.sectionIdentifiers[destination.section]
        let siblings = final.itemIdentifiers(inSection: section)
        if destination.item >= 0, destination.item < siblings.count {
            final.insertItems([item], beforeItem: siblings[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        var newSectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
        for identifier in final.sectionIdentifiers {
            let before = initial.itemIdentifiers(inSection: identifier), after = final.itemIdentifiers(inSection: identifier)
            guard before != after else { continue }
            var initialSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialSection.append(before)
            var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalSection.append(after)
            // Ours: a section shown from a section snapshot becomes a flat one in the new order
            // (UIKit does not document how a reorder treats an outline).
            if sectionSnapshots[identifier] != nil { newSectionSnapshots[identifier] = finalSection }
            sectionTransactions.append(NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: identifier, initialSnapshot: sectionSnapshots[identifier] ?? initialSection,
                finalSnapshot: finalSection, difference: after.difference(from: before)))
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
                                                          sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        current = final
        for (identifier, snapshot) in newSectionSnapshots { sectionSnapshots[identifier] = snapshot }
        reorderingHandlers.didReorder?(transaction)
    }
}
