import Foundation

/// The smallest piece of a compositional layout: one cell's size and spacing (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// UIKit: insets the item's content inside the room the group gives it; ignored along an
    /// axis whose dimension is estimated (the view's own size wins there).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// UIKit: space taken around the item inside its group (moves the item, unlike insets).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    open private(set) var layoutSize: NSCollectionLayoutSize
    var supplementaryItemsStorage: [NSCollectionLayoutSupplementaryItem]

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        supplementaryItemsStorage = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// Supplementary items (badges) anchored to each instance of this item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { supplementaryItemsStorage }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(size: layoutSize, supplementaryItems: supplementaryItemsStorage)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }
}
