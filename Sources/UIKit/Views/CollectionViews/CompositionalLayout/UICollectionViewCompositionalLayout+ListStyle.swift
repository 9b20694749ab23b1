import Foundation

/// What list cells need from the layout to draw as UIKit's list sections do (UIKit draws
/// separators and the rounded inset-grouped background inside the list cells).
extension UICollectionViewCompositionalLayout {
    /// The rounded corners of the item at `indexPath` in an inset grouped list section, and
    /// their radius; nil outside inset grouped list sections.
    ///
    /// UIKit: an inset grouped section is drawn as one rounded card: its first row rounds its
    /// top corners, its last row its bottom corners (a single row all four), 10-point radius.
    func _listItemRoundedCorners(at indexPath: IndexPath) -> (corners: UIRectCorner, radius: CGFloat)? {
        guard indexPath.count == 2, let configuration = _listConfiguration(forSection: indexPath.section),
              configuration.appearance == .insetGrouped,
              sectionGeometries[indexPath.section].cells.indices.contains(indexPath.item) else { return nil }
        let last = sectionGeometries[indexPath.section].cells.count - 1
        var corners: UIRectCorner = []
        if indexPath.item == 0 { corners.formUnion([.topLeft, .topRight]) }
        if indexPath.item == last { corners.formUnion([.bottomLeft, .bottomRight]) }
        if indexPath.item == 0 && indexPath.item == last { corners = .allCorners }
        return (corners, NSCollectionLayoutSection.insetGroupedCornerRadius)
    }
}
