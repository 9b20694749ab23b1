import Foundation

/// Space around an item along the edges of the group it is in (UIKit). Unlike content
/// insets, edge spacing moves the item and takes room in the group.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    public convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                            trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.init(spacings: leading, top, trailing, bottom)
    }

    init(spacings leading: NSCollectionLayoutSpacing?, _ top: NSCollectionLayoutSpacing?,
                  _ trailing: NSCollectionLayoutSpacing?, _ bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutEdgeSpacing(spacings: leading, top, trailing, bottom)
    }
}
