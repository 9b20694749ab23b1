import Foundation

/// An element on screen, as a section's `visibleItemsInvalidationHandler` sees it (UIKit).
/// Changes the handler makes to the mutable properties are what the collection view shows.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}
