import Foundation

extension UICollectionViewDiffableDataSource {
    /// The handlers a diffable data source consults when the user reorders items (UIKit):
    /// a drag of a list cell's reorder accessory, or any interactive movement.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        /// Whether the item may move. UIKit: reordering is off while this is nil.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the data source takes the new order.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction once the data source's snapshot is the new order (update
        /// your own data from it, for instance with its `difference`).
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}
