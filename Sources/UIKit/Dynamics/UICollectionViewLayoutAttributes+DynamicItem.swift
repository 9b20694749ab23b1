// UIKit: layout attributes are dynamic items (`center`, `bounds`, `transform`), as a layout
// that animates its cells with UIKit Dynamics needs.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
