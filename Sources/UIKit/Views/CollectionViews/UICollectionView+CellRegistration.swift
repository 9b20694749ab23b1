import Foundation

extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item (UIKit). Create it
    /// once (not inside the cell provider) and dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The reuse identifier the registration registers its class under (unique to it).
        let reuseIdentifier: String
        /// The nib the cells come from, or nil for the `Cell` class.
        let cellNib: UINib?
        public let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
            cellNib = nil
            reuseIdentifier = "UICollectionView.CellRegistration.\(Cell.self).\(UUID().uuidString)"
        }

        /// Cells from `cellNib` (whose one top-level object is a `Cell`), configured by `handler`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            self.cellNib = cellNib
            reuseIdentifier = "UICollectionView.CellRegistration.\(Cell.self).\(UUID().uuidString)"
        }
    }

    /// A supplementary view class of one element kind and the handler that configures its views.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let reuseIdentifier: String
        let supplementaryNib: UINib?
        public let elementKind: String
        public let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            supplementaryNib = nil
            reuseIdentifier = "UICollectionView.SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
        }

        /// Views of `elementKind` from `supplementaryNib` (whose one top-level object is a
        /// `Supplementary`), configured by `handler`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.supplementaryNib = supplementaryNib
            reuseIdentifier = "UICollectionView.SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
        }
    }

    /// A cell from the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if !knownRegistrations.contains(registration.reuseIdentifier) {
            knownRegistrations.insert(registration.reuseIdentifier)
            if let nib = registration.cellNib {
                register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
            }
        }
        let api = "dequeueConfiguredReusableCell(using:for:item:)"
        let dequeued = _dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath, api: api)
        guard let cell = dequeued as? Cell else {
            preconditionFailure("UICollectionView.\(api): the dequeued cell \(type(of: dequeued)) is not of the registration's class \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind
        if !knownRegistrations.contains(registration.reuseIdentifier) {
            knownRegistrations.insert(registration.reuseIdentifier)
            if let nib = registration.supplementaryNib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
            }
        }
        let api = "dequeueConfiguredReusableSupplementary(using:for:)"
        let dequeued = _dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier,
                                                         for: indexPath, api: api)
        guard let view = dequeued as? Supplementary else {
            preconditionFailure("UICollectionView.\(api): the dequeued view \(type(of: dequeued)) is not of the registration's class \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
