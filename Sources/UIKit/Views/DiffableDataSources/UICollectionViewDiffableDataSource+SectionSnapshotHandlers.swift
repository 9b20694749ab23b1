import Foundation

extension UICollectionViewDiffableDataSource {
    /// The handlers a diffable data source consults when the user expands or collapses an
    /// item of a section snapshot (UIKit): the outline disclosure accessory, or a tap on a
    /// header-style outline cell.
    ///
    /// Porting note: UIKit names the generic parameter `ItemIdentifierType`, like the data
    /// source's own; Swift 6 rejects the shadowing here, so it is `HandlerItemIdentifierType`
    /// (spelled uses such as `SectionSnapshotHandlers<Item>()` are unaffected).
    @preconcurrency @MainActor
    public struct SectionSnapshotHandlers<HandlerItemIdentifierType> where HandlerItemIdentifierType: Hashable, HandlerItemIdentifierType: Sendable {
        /// Whether the item may expand; nil means yes.
        public var shouldExpandItem: ((HandlerItemIdentifierType) -> Bool)?
        /// Called before the item expands.
        public var willExpandItem: ((HandlerItemIdentifierType) -> Void)?
        /// Whether the item may collapse; nil means yes.
        public var shouldCollapseItem: ((HandlerItemIdentifierType) -> Bool)?
        /// Called before the item collapses.
        public var willCollapseItem: ((HandlerItemIdentifierType) -> Void)?
        /// The children to show under a parent that expands: it receives the parent and its
        /// current children (as a snapshot whose root items are the children) and returns the
        /// children to show instead.
        public var snapshotForExpandingParent: ((HandlerItemIdentifierType, NSDiffableDataSourceSectionSnapshot<HandlerItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<HandlerItemIdentifierType>)?

        public init() {}
    }
}
